CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tree" text NOT NULL,
	"parent_id" integer,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "categories_tree" CHECK ("categories"."tree" IN ('article', 'forum', 'material', 'text', 'music'))
);
--> statement-breakpoint
CREATE TABLE "material_usages" (
	"material_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_usages_material_id_entity_entity_id_field_pk" PRIMARY KEY("material_id","entity","entity_id","field")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"hash" text NOT NULL,
	"thumb_hash" text,
	"category_id" integer,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"width" integer,
	"height" integer,
	"duration" real,
	"peaks" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "materials_kind" CHECK ("materials"."kind" IN ('image', 'audio', 'video', 'document'))
);
--> statement-breakpoint
ALTER TABLE "avatars" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "avatars" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_usages" ADD CONSTRAINT "material_usages_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_tree_parent_idx" ON "categories" USING btree ("tree","parent_id","sort");--> statement-breakpoint
CREATE INDEX "material_usages_entity_idx" ON "material_usages" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_hash_unique" ON "materials" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "materials_category_idx" ON "materials" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "materials_kind_created_idx" ON "materials" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "materials_tags_idx" ON "materials" USING gin ("tags");