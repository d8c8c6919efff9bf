-- pg_trgm is a trusted extension: the database owner may create it (PostgreSQL contrib; PGlite loads it from @electric-sql/pglite/contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sale_orders_order_no_trgm_idx" ON "sale_orders" USING gin ("order_no" gin_trgm_ops);
