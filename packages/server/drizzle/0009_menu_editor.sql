ALTER TABLE "menus" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "title_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "menus" SET "kind" = 'directory' WHERE "parent_id" IS NULL;