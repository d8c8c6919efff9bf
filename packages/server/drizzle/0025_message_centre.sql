ALTER TABLE "messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "todo_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "notification_defaults" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_choice" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_open_todo_idx" ON "messages" USING btree ("todo_key") WHERE "messages"."closed_at" IS NULL;