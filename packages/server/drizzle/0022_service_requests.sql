CREATE TABLE "service_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_no" text NOT NULL,
	"company_id" integer,
	"customer_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"serial_no" text DEFAULT '' NOT NULL,
	"problem" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"region" text[] DEFAULT '{}' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"technician_id" integer,
	"appointment_at" timestamp with time zone,
	"resolution" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_requests_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "service_requests_priority_check" CHECK ("service_requests"."priority" IN ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" IN ('open', 'scheduled', 'in_progress', 'done', 'closed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","appointment_at");