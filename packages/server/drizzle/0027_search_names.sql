CREATE TABLE "search_names" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"initials" text NOT NULL,
	"spelled" text NOT NULL,
	CONSTRAINT "search_names_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
CREATE INDEX "search_names_initials_trgm_idx" ON "search_names" USING gin ("initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_names_spelled_trgm_idx" ON "search_names" USING gin ("spelled" gin_trgm_ops);