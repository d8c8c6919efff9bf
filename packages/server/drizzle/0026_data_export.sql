CREATE TABLE "data_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"locale" text NOT NULL,
	"time_zone" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bytes" "bytea",
	"size" integer,
	"file_name" text,
	"error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;