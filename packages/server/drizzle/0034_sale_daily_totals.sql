CREATE TABLE "sale_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): sale_daily_totals follows sale_orders. Statement
-- triggers with transition tables, in the database rather than the services, so every write path keeps it right
-- in the write's own transaction — forms, transitions, imports, seeds (ENABLE ALWAYS: they fire under the bulk
-- loads' session_replication_role = replica too) and SQL by hand — and a bulk insert costs one grouped upsert per
-- statement, not one per row. "Sold" is the contract's PAYABLE_ORDER_STATUSES (workplace-totals.test.ts checks
-- the list below against it); the day is order_date. A write that changes no sold order's day or total (a payment,
-- a shipment) nets to nothing and touches no row, so only sales lock their day's row.
CREATE FUNCTION "public"."sale_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sale_daily_totals AS t (day, amount, orders)
      SELECT order_date, sum(total), count(*) FROM new_rows
      WHERE status IN ('submitted', 'approved', 'delivered', 'completed')
      GROUP BY order_date ORDER BY order_date
      ON CONFLICT (day) DO UPDATE SET amount = t.amount + excluded.amount, orders = t.orders + excluded.orders;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO sale_daily_totals AS t (day, amount, orders)
      SELECT day, sum(amount), sum(orders) FROM (
        SELECT order_date AS day, total AS amount, 1 AS orders FROM new_rows
        WHERE status IN ('submitted', 'approved', 'delivered', 'completed')
        UNION ALL
        SELECT order_date, -total, -1 FROM old_rows
        WHERE status IN ('submitted', 'approved', 'delivered', 'completed')
      ) AS change
      GROUP BY day HAVING sum(amount) <> 0 OR sum(orders) <> 0 ORDER BY day
      ON CONFLICT (day) DO UPDATE SET amount = t.amount + excluded.amount, orders = t.orders + excluded.orders;
  ELSE
    INSERT INTO sale_daily_totals AS t (day, amount, orders)
      SELECT order_date, -sum(total), -count(*) FROM old_rows
      WHERE status IN ('submitted', 'approved', 'delivered', 'completed')
      GROUP BY order_date ORDER BY order_date
      ON CONFLICT (day) DO UPDATE SET amount = t.amount + excluded.amount, orders = t.orders + excluded.orders;
  END IF;
  IF FOUND THEN
    DELETE FROM sale_daily_totals WHERE orders = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "public"."sale_daily_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sale_daily_totals;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sale_daily_totals_insert" AFTER INSERT ON "public"."sale_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."sale_daily_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "sale_daily_totals_update" AFTER UPDATE ON "public"."sale_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "public"."sale_daily_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "sale_daily_totals_delete" AFTER DELETE ON "public"."sale_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."sale_daily_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "sale_daily_totals_truncate" AFTER TRUNCATE ON "public"."sale_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "public"."sale_daily_totals_clear"();--> statement-breakpoint
ALTER TABLE "public"."sale_orders" ENABLE ALWAYS TRIGGER "sale_daily_totals_insert";--> statement-breakpoint
ALTER TABLE "public"."sale_orders" ENABLE ALWAYS TRIGGER "sale_daily_totals_update";--> statement-breakpoint
ALTER TABLE "public"."sale_orders" ENABLE ALWAYS TRIGGER "sale_daily_totals_delete";--> statement-breakpoint
ALTER TABLE "public"."sale_orders" ENABLE ALWAYS TRIGGER "sale_daily_totals_truncate";--> statement-breakpoint
-- The totals of the orders already there.
INSERT INTO "sale_daily_totals" (day, amount, orders)
  SELECT order_date, sum(total), count(*) FROM "sale_orders"
  WHERE status IN ('submitted', 'approved', 'delivered', 'completed') GROUP BY order_date;
