/**
 * Customers: numbered by the server (C + five digits); a company's account names its company, a private person
 * has none. The owner is set by the framework on create (resources/write.ts) and kept in the owner history from
 * the first day; the first sale order marks the customer as having bought. The detail names the company and the
 * owner.
 */
import { customer } from '@soundboard/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { companies, customerOwnerChanges, customers, users } from '../db/schema';
import { nextValue } from '../db/sequence';
import { defineBinding, type HookContext } from '../resources/binding';
import { Issues } from './issues';
import { checkExists } from './references';

/** A user (or an alias of the users table) as lists of people show them: the nickname, else the user name. */
export const personName = (person: { nickname: PgColumn; username: PgColumn }) =>
  sql<string | null>`coalesce(nullif(${person.nickname}, ''), ${person.username})`;

export const customerBinding = defineBinding(customer, {
  async prepare(ctx, input, before) {
    const issues = new Issues();
    if (input.kind === 'company') {
      if (input.companyId === null || input.companyId === undefined)
        issues.add('companyId', 'customer.companyRequired');
      else await checkExists(ctx, issues, 'companyId', companies, input.companyId);
    }
    issues.throwIfAny(ctx.c);
    // A private person belongs to no company (a kind changed on the form leaves none behind).
    const company = input.kind === 'company' ? {} : { companyId: null };
    if (before) return { values: company };
    const code = `C${String(await nextValue(ctx.tx, 'customer_no_seq')).padStart(5, '0')}`;
    return { values: { ...company, code }, plan: 'created' as const };
  },
  async afterWrite(ctx, row, plan) {
    if (plan !== 'created') return;
    await ctx.tx.insert(customerOwnerChanges).values({
      customerId: row.id,
      at: ctx.now,
      reason: 'create',
      fromId: null,
      toId: row.ownerId,
      actorId: ctx.userId,
    });
  },
  async detail(db, row) {
    const [company] = row.companyId
      ? await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId))
      : [];
    const [owner] = row.ownerId
      ? await db
          .select({ name: personName(users) })
          .from(users)
          .where(eq(users.id, row.ownerId))
      : [];
    return { companyName: company?.name ?? null, ownerName: owner?.name ?? null };
  },
});

/** The customer has bought: set by its first sale order (a new version, so an open form does not undo it). */
export async function markDeal(ctx: HookContext, customerId: number): Promise<void> {
  await ctx.tx
    .update(customers)
    .set({ deal: true, version: sql`${customers.version} + 1`, updatedAt: ctx.now, updatedBy: ctx.userId })
    .where(and(eq(customers.id, customerId), eq(customers.deal, false)));
}
