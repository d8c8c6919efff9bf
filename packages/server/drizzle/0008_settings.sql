CREATE TABLE "config_values" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "dictionaries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"tone" text DEFAULT 'default' NOT NULL,
	"dictionary_id" integer NOT NULL,
	CONSTRAINT "dictionary_items_code_unique" UNIQUE("dictionary_id","code"),
	CONSTRAINT "dictionary_items_tone_check" CHECK ("dictionary_items"."tone" IN ('default', 'primary', 'success', 'warning', 'danger', 'info'))
);
--> statement-breakpoint
CREATE TABLE "kpi_targets" (
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "kpi_targets_user_id_year_month_pk" PRIMARY KEY("user_id","year","month"),
	CONSTRAINT "kpi_targets_month" CHECK ("kpi_targets"."month" BETWEEN 0 AND 12),
	CONSTRAINT "kpi_targets_amount" CHECK ("kpi_targets"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_role_id" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "menu_keys" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_items" ADD CONSTRAINT "dictionary_items_dictionary_id_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_targets" ADD CONSTRAINT "kpi_targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_active_role_id_roles_id_fk" FOREIGN KEY ("active_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "roles" SET "system" = true WHERE "key" IN ('admin', 'sales', 'warehouse', 'finance', 'editor', 'viewer');
