CREATE TABLE "document_counters" (
	"scope" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_scope_pk" PRIMARY KEY("scope")
);
--> statement-breakpoint
CREATE TABLE "finance_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"language" text NOT NULL,
	"file_hash" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"net_amount" bigint NOT NULL,
	"tax_amount" bigint NOT NULL,
	"gross_amount" bigint NOT NULL,
	CONSTRAINT "invoice_lines_sum" CHECK ("invoice_lines"."gross_amount" = "invoice_lines"."net_amount" + "invoice_lines"."tax_amount")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_no" text DEFAULT '' NOT NULL,
	"document_kind" text DEFAULT 'invoice' NOT NULL,
	"sale_order_id" integer NOT NULL,
	"original_id" integer,
	"header_kind" text DEFAULT 'company' NOT NULL,
	"vat_kind" text DEFAULT 'normal' NOT NULL,
	"title" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"status" text,
	"net_total" bigint DEFAULT 0 NOT NULL,
	"tax_total" bigint DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"needs_reversal" boolean DEFAULT false NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "invoices_document_kind_check" CHECK ("invoices"."document_kind" IN ('invoice', 'creditNote')),
	CONSTRAINT "invoices_header_kind_check" CHECK ("invoices"."header_kind" IN ('personal', 'company')),
	CONSTRAINT "invoices_vat_kind_check" CHECK ("invoices"."vat_kind" IN ('normal', 'special')),
	CONSTRAINT "invoices_language_check" CHECK ("invoices"."language" IN ('zh-CN', 'en-US')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('requested', 'issued', 'rejected', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "partner_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "partner_adjustments_status" CHECK ("partner_adjustments"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "partner_adjustments_nonzero" CHECK ("partner_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "partner_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"frozen_delta" integer DEFAULT 0 NOT NULL,
	"available_delta" integer DEFAULT 0 NOT NULL,
	"held_delta" integer DEFAULT 0 NOT NULL,
	"sale_order_id" integer,
	"refund_id" integer,
	"withdrawal_id" integer,
	"unfreeze_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"approved_by" integer,
	CONSTRAINT "partner_ledger_kind" CHECK ("partner_ledger"."kind" IN ('accrue', 'unfreeze', 'withdrawHold', 'withdrawPaid', 'withdrawReturned', 'reversal', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "partner_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "partner_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'company' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"commission_rate_bp" integer DEFAULT 500 NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"frozen_balance" bigint DEFAULT 0 NOT NULL,
	"available_balance" bigint DEFAULT 0 NOT NULL,
	"held_balance" bigint DEFAULT 0 NOT NULL,
	"total_earned" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "partners_code_unique" UNIQUE("code"),
	CONSTRAINT "partners_kind_check" CHECK ("partners"."kind" IN ('company', 'person')),
	CONSTRAINT "partners_status_check" CHECK ("partners"."status" IN ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_no" text NOT NULL,
	"partner_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint DEFAULT 0 NOT NULL,
	"channel" text DEFAULT 'staff' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"approvals" integer DEFAULT 0 NOT NULL,
	"approved_by" integer,
	"second_approved_by" integer,
	"bank_reference" text DEFAULT '' NOT NULL,
	"proof_material_id" integer,
	"paid_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "withdrawals_channel_check" CHECK ("withdrawals"."channel" IN ('staff', 'api')),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" IN ('applied', 'approved', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_net" CHECK ("withdrawals"."net_amount" = "withdrawals"."amount" - "withdrawals"."fee")
);
--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_adjustments" ADD CONSTRAINT "partner_adjustments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_adjustments" ADD CONSTRAINT "partner_adjustments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_adjustments" ADD CONSTRAINT "partner_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ledger" ADD CONSTRAINT "partner_ledger_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tokens" ADD CONSTRAINT "partner_tokens_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_second_approved_by_users_id_fk" FOREIGN KEY ("second_approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_proof_material_id_materials_id_fk" FOREIGN KEY ("proof_material_id") REFERENCES "public"."materials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_archive_once" ON "finance_archive" USING btree ("entity","entity_id","language");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_unique" ON "invoices" USING btree ("invoice_no") WHERE "invoices"."invoice_no" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("sale_order_id") WHERE "invoices"."document_kind" = 'invoice' AND "invoices"."status" IN ('requested', 'issued', 'reversed');--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "invoices_original_idx" ON "invoices" USING btree ("original_id");--> statement-breakpoint
CREATE INDEX "partner_ledger_partner_idx" ON "partner_ledger" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "partner_ledger_order_idx" ON "partner_ledger" USING btree ("sale_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ledger_one_accrual" ON "partner_ledger" USING btree ("sale_order_id") WHERE "partner_ledger"."kind" = 'accrue';--> statement-breakpoint
CREATE INDEX "partner_tokens_partner_idx" ON "partner_tokens" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_status_idx" ON "partners" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_unique" ON "withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "withdrawals_partner_idx" ON "withdrawals" USING btree ("partner_id","applied_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","applied_at");