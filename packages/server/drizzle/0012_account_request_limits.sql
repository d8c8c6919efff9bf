CREATE TABLE "public_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_requests_ip_idx" ON "account_requests" USING btree ("ip","status");