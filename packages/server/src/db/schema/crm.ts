/** Customers (contract: resources/defs/customer.ts). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './common';

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  contactName: text('contact_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  note: text('note').notNull().default(''),
  ...recordColumns(),
});
