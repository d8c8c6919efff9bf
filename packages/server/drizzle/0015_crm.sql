CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"credit_code" text DEFAULT '' NOT NULL,
	"industry" text,
	"level" text,
	"source" text,
	"region" text[] DEFAULT '{}' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"primary" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"system" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_owner_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_owner_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"from_id" integer,
	"to_id" integer,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "customer_owner_changes_reason_check" CHECK ("customer_owner_changes"."reason" IN ('create', 'transfer', 'claim', 'reclaim', 'release', 'import'))
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact_id" integer,
	"attachments" integer[] DEFAULT '{}' NOT NULL,
	"next_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "status" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "region" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "next_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "owned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pool_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_sites" ADD CONSTRAINT "company_sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owner_changes" ADD CONSTRAINT "customer_owner_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owner_changes" ADD CONSTRAINT "customer_owner_changes_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owner_changes" ADD CONSTRAINT "customer_owner_changes_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_owner_changes" ADD CONSTRAINT "customer_owner_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_credit_code_unique" ON "companies" USING btree ("credit_code") WHERE "companies"."credit_code" <> '';--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_sites_company_idx" ON "company_sites" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_owner_changes_customer_idx" ON "customer_owner_changes" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "customer_owner_changes_actor_idx" ON "customer_owner_changes" USING btree ("actor_id","reason","at");--> statement-breakpoint
CREATE INDEX "follow_ups_customer_idx" ON "follow_ups" USING btree ("customer_id","at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Customers from before the CRM: those with orders become customers owned by the salesperson of their latest
-- order (the pool's clock starting at that order); a phone given twice keeps only its first holder's.
UPDATE "customers" c SET "status" = 'customer', "deal" = true, "owner_id" = o."salesperson_id", "owned_at" = o."created_at", "last_contact_at" = o."created_at"
  FROM (SELECT DISTINCT ON ("customer_id") "customer_id", "salesperson_id", "created_at" FROM "sale_orders" ORDER BY "customer_id", "created_at" DESC) o
  WHERE o."customer_id" = c."id";--> statement-breakpoint
UPDATE "customers" SET "phone" = '' WHERE "id" IN (
  SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "phone" ORDER BY "id") AS "n" FROM "customers" WHERE "phone" <> '') d WHERE d."n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("phone") WHERE "customers"."phone" <> '';--> statement-breakpoint
CREATE INDEX "customers_owner_idx" ON "customers" USING btree ("owner_id","code");--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customers_next_contact_idx" ON "customers" USING btree ("next_contact_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status_check" CHECK ("customers"."status" IN ('lead', 'qualified', 'customer', 'inactive'));