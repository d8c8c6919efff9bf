CREATE TABLE "ad_click_visitors" (
	"visitor" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_click_visitors_day_idx" ON "ad_click_visitors" USING btree ("day");