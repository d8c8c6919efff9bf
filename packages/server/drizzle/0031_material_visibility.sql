ALTER TABLE "materials" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "read_permission" text;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_visibility" CHECK ("materials"."visibility" IN ('public', 'internal', 'restricted'));--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_read_permission" CHECK (("materials"."visibility" = 'restricted') = ("materials"."read_permission" IS NOT NULL));--> statement-breakpoint
UPDATE "materials" SET "visibility" = 'restricted', "read_permission" = 'finance:read' WHERE "id" IN (SELECT "proof_material_id" FROM "withdrawals" WHERE "proof_material_id" IS NOT NULL);
