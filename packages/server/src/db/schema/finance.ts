/**
 * Finance (contract resources/defs/partner.ts, withdrawal.ts, invoice.ts, finance/ledger.ts): partners with their
 * append-only commission ledger, manual adjustments awaiting a second approver, withdrawals, invoices and credit
 * notes with their lines, the gap-free document counters, the partners' API tokens and the archived PDFs of issued
 * documents. A sale order's `partner_id` has no foreign key (a cycle between the schema files); partners are never
 * deleted, and the framework checks the reference on every write.
 */
import { INVOICE_LINE_FIELDS, invoice, LEDGER_KINDS, partner, withdrawal } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './common';
import { materials } from './media';
import { refunds, saleOrders } from './orders';
import { fieldColumns, references, resourceTable } from './resource-columns';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const partners = resourceTable('partners', partner, {
  extra: (t) => [index('partners_status_idx').on(t.status)],
});

/** Every balance change, never updated or deleted; the partner's balances are its sums. */
export const partnerLedger = pgTable(
  'partner_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    kind: text('kind').notNull(),
    frozenDelta: integer('frozen_delta').notNull().default(0),
    availableDelta: integer('available_delta').notNull().default(0),
    heldDelta: integer('held_delta').notNull().default(0),
    saleOrderId: integer('sale_order_id'),
    refundId: integer('refund_id'),
    withdrawalId: integer('withdrawal_id'),
    /** accrue: when its commission becomes available (the unfreeze job's due time). */
    unfreezeAt: tstz('unfreeze_at'),
    reason: text('reason').notNull().default(''),
    createdAt: tstz('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    approvedBy: integer('approved_by'),
  },
  (t) => [
    references(t.partnerId, partners.id),
    references(t.saleOrderId, saleOrders.id),
    references(t.refundId, refunds.id),
    references(t.createdBy, users.id, 'set null'),
    references(t.approvedBy, users.id, 'set null'),
    check('partner_ledger_kind', sql`${t.kind} IN (${inList(LEDGER_KINDS)})`),
    index('partner_ledger_partner_idx').on(t.partnerId, t.id),
    index('partner_ledger_order_idx').on(t.saleOrderId),
    // One accrual per order: a completed order earns its commission once.
    uniqueIndex('partner_ledger_one_accrual').on(t.saleOrderId).where(sql`${t.kind} = 'accrue'`),
  ],
);

/** A manual adjustment waits here for a second, different approver before it becomes a ledger row. */
export const partnerAdjustments = pgTable(
  'partner_adjustments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    /** Signed fen, into (or out of) available. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    requestedBy: integer('requested_by'),
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by'),
  },
  (t) => [
    references(t.partnerId, partners.id),
    references(t.requestedBy, users.id, 'set null'),
    references(t.decidedBy, users.id, 'set null'),
    check('partner_adjustments_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('partner_adjustments_nonzero', sql`${t.amount} <> 0`),
  ],
);

export const withdrawals = resourceTable('withdrawals', withdrawal, {
  extra: (t) => [
    references(t.partnerId, partners.id),
    references(t.approvedBy, users.id, 'set null'),
    references(t.secondApprovedBy, users.id, 'set null'),
    references(t.proofMaterialId, materials.id),
    uniqueIndex('withdrawals_no_unique').on(t.withdrawalNo),
    index('withdrawals_partner_idx').on(t.partnerId, t.appliedAt),
    index('withdrawals_status_idx').on(t.status, t.appliedAt),
    check('withdrawals_net', sql`${t.netAmount} = ${t.amount} - ${t.fee}`),
  ],
});

export const invoices = resourceTable('invoices', invoice, {
  extra: (t) => [
    references(t.saleOrderId, saleOrders.id),
    uniqueIndex('invoices_no_unique').on(t.invoiceNo).where(sql`${t.invoiceNo} <> ''`),
    // One invoice per order (credit notes and rejected requests aside).
    uniqueIndex('invoices_one_per_order')
      .on(t.saleOrderId)
      .where(sql`${t.documentKind} = 'invoice' AND ${t.status} IN ('requested', 'issued', 'reversed')`),
    index('invoices_status_idx').on(t.status, t.requestedAt),
    index('invoices_original_idx').on(t.originalId),
  ],
});

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...fieldColumns(INVOICE_LINE_FIELDS),
  },
  (t) => [
    references(t.invoiceId, invoices.id, 'cascade'),
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    check('invoice_lines_sum', sql`${t.grossAmount} = ${t.netAmount} + ${t.taxAmount}`),
  ],
);

/** Gap-free numbering: one row per scope ('invoice:2026', 'creditNote:2026'), locked while a number is taken. */
export const documentCounters = pgTable(
  'document_counters',
  {
    scope: text('scope').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope] })],
);

/** A partner's API token (only its SHA-256 kept), for its own balance, ledger and withdrawals. */
export const partnerTokens = pgTable(
  'partner_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer('partner_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [
    references(t.partnerId, partners.id),
    references(t.issuedBy, users.id, 'set null'),
    index('partner_tokens_partner_idx').on(t.partnerId),
  ],
);

/** The PDF of each issued document, rendered once and kept unchanged (its bytes in the file store). */
export const financeArchive = pgTable(
  'finance_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'invoice' (credit notes too) or 'withdrawal'. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    language: text('language').notNull(),
    fileHash: text('file_hash').notNull(),
    size: integer('size').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_archive_once').on(t.entity, t.entityId, t.language)],
);
