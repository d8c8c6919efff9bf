ALTER TABLE "site_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_tokens" ADD COLUMN "scopes" text[] DEFAULT '{"articles","forum"}' NOT NULL;