-- Written by hand (drizzle-kit does not model triggers): the audit log is append-only, like the stock ledger.
-- Nothing in the application updates, deletes or truncates it (actor_id has no foreign key, so deleting a user
-- leaves its rows); a restore replaces the whole data directory or database, not rows.
CREATE FUNCTION "public"."audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "public"."audit_log"
  FOR EACH ROW EXECUTE FUNCTION "public"."audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "public"."audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "public"."audit_log_append_only"();
