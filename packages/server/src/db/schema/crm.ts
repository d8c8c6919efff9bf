/**
 * Companies with their contacts and sites, customers with their owner history and follow-ups, and suppliers
 * (contract: resources/defs/company.ts, customer.ts, supplier.ts; crm/*.ts).
 */
import {
  COMPANY_CONTACT_FIELDS,
  COMPANY_SITE_FIELDS,
  company,
  customer,
  OWNER_CHANGE_REASONS,
  supplier,
} from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { recordColumns, tstz } from './common';
import { fieldColumns, references, resourceTable } from './resource-columns';
import { users } from './users';

export const companies = resourceTable('companies', company, {
  extra: (t) => [
    index('companies_name_idx').on(t.name),
    // The order list's search matches the customer's company by a contains match (pg_trgm, as order_no).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
});

/** A company's contacts (line set `contacts`), in their order; a follow-up refers to one by id. */
export const companyContacts = pgTable(
  'company_contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...fieldColumns(COMPANY_CONTACT_FIELDS),
  },
  (t) => [references(t.companyId, companies.id, 'cascade'), index('company_contacts_company_idx').on(t.companyId)],
);

/** A company's sites (line set `sites`), in their order. */
export const companySites = pgTable(
  'company_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').notNull(),
    sort: integer('sort').notNull().default(0),
    ...fieldColumns(COMPANY_SITE_FIELDS),
  },
  (t) => [references(t.companyId, companies.id, 'cascade'), index('company_sites_company_idx').on(t.companyId)],
);

export const customers = resourceTable('customers', customer, {
  columns: {
    /** When the owner was warned that the customer returns to the pool soon (cleared by a follow-up or a new owner). */
    poolWarnedAt: tstz('pool_warned_at'),
  },
  extra: (t) => [
    unique('customers_code_unique').on(t.code),
    references(t.companyId, companies.id),
    references(t.ownerId, users.id, 'set null'),
    index('customers_owner_idx').on(t.ownerId, t.code),
    index('customers_company_idx').on(t.companyId),
    index('customers_next_contact_idx').on(t.nextContactAt),
    // The order list's search matches the customer's name by a contains match (pg_trgm, as order_no).
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
});

/** Every change of a customer's owner, with its reason (contract crm/pool.ts); claims per day are counted here. */
export const customerOwnerChanges = pgTable(
  'customer_owner_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    at: tstz('at').notNull().defaultNow(),
    reason: text('reason').notNull(),
    fromId: integer('from_id'),
    toId: integer('to_id'),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    references(t.customerId, customers.id, 'cascade'),
    references(t.fromId, users.id, 'set null'),
    references(t.toId, users.id, 'set null'),
    references(t.actorId, users.id, 'set null'),
    check(
      'customer_owner_changes_reason_check',
      sql`${t.reason} IN (${sql.raw(OWNER_CHANGE_REASONS.map((reason) => `'${reason}'`).join(', '))})`,
    ),
    index('customer_owner_changes_customer_idx').on(t.customerId, t.at),
    index('customer_owner_changes_actor_idx').on(t.actorId, t.reason, t.at),
  ],
);

/** Follow-ups (contract crm/follow-ups.ts): attachments are material ids, their usages recorded. */
export const followUps = pgTable(
  'follow_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').notNull(),
    at: tstz('at').notNull(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contactId: integer('contact_id'),
    attachments: integer('attachments').array().notNull().default([]),
    nextAt: tstz('next_at'),
    ...recordColumns(),
  },
  (t) => [
    references(t.customerId, customers.id, 'cascade'),
    references(t.contactId, companyContacts.id, 'set null'),
    index('follow_ups_customer_idx').on(t.customerId, t.at),
  ],
);

export const suppliers = resourceTable('suppliers', supplier);
