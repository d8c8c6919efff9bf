CREATE TABLE "ad_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"single" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ad_positions_code_unique" UNIQUE("code"),
	CONSTRAINT "ad_positions_placement_check" CHECK ("ad_positions"."placement" IN ('homeTop', 'homeMiddle', 'launch', 'popup', 'productDetail', 'mine'))
);
--> statement-breakpoint
CREATE TABLE "advertisement_stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisement_stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"advertisement_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "advertisement_stores_unique" UNIQUE("advertisement_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advertisements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position_id" integer NOT NULL,
	"image" integer[] NOT NULL,
	"link_kind" text NOT NULL,
	"link_target" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "advertisements_link_kind_check" CHECK ("advertisements"."link_kind" IN ('product', 'article', 'page', 'url')),
	CONSTRAINT "advertisements_period" CHECK ("advertisements"."ends_at" > "advertisements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "fitment" (
	"id" integer PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by" integer,
	CONSTRAINT "fitment_single" CHECK ("fitment"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "fitment_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fitment_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "fitment_versions_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "home_template_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"number" integer NOT NULL,
	"document" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "home_template_versions_number_unique" UNIQUE("template_id","number")
);
--> statement-breakpoint
CREATE TABLE "home_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"thumbnail" integer[] DEFAULT '{}' NOT NULL,
	"page_count" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"published_version" integer DEFAULT 0 NOT NULL,
	"last_published_at" timestamp with time zone,
	"unpublished_changes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"draft_saved_by" integer,
	CONSTRAINT "home_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "store_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"opens" text DEFAULT '' NOT NULL,
	"closes" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_exceptions_day_unique" UNIQUE("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "store_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"weekday" text NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"product_id" integer NOT NULL,
	"serial" text NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "store_players_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"region" text[] NOT NULL,
	"address" text NOT NULL,
	"coordinates" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"manager_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"photos" integer[] DEFAULT '{}' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code"),
	CONSTRAINT "stores_status_check" CHECK ("stores"."status" IN ('open', 'renovating', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "advertisement_stores" ADD CONSTRAINT "advertisement_stores_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_stores" ADD CONSTRAINT "advertisement_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_position_id_ad_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."ad_positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_draft_saved_by_users_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment_versions" ADD CONSTRAINT "fitment_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_template_versions" ADD CONSTRAINT "home_template_versions_template_id_home_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."home_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_template_versions" ADD CONSTRAINT "home_template_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_templates" ADD CONSTRAINT "home_templates_draft_saved_by_users_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_exceptions" ADD CONSTRAINT "store_exceptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_players" ADD CONSTRAINT "store_players_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_players" ADD CONSTRAINT "store_players_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("position_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "home_templates_one_active" ON "home_templates" USING btree ("active") WHERE "home_templates"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "home_templates_one_default" ON "home_templates" USING btree ("is_default") WHERE "home_templates"."is_default";--> statement-breakpoint
CREATE INDEX "store_hours_store_idx" ON "store_hours" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_players_store_idx" ON "store_players" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status");--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_orders_store_idx" ON "sale_orders" USING btree ("store_id","order_date");