DROP INDEX "sale_orders_date_idx";--> statement-breakpoint
DROP INDEX "sale_orders_status_date_idx";--> statement-breakpoint
CREATE INDEX "sale_orders_date_idx" ON "sale_orders" USING btree ("order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_orders_status_date_idx" ON "sale_orders" USING btree ("status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);