/**
 * Companies with their contacts and sites (line sets kept by id: follow-ups name the contact met). At most one
 * contact is the primary one. The detail adds the lines and how many of the company's customers the caller may
 * read; a company that still has customers cannot be deleted (the customers' foreign key refuses it).
 */
import { company, customer } from '@soundboard/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import { companyContacts, companySites, customers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { defineBinding, type HookContext } from '../resources/binding';
import { checkLineIds, type Line, type LineSetTable, writeLineSet } from '../resources/line-sets';
import { readScope } from '../resources/ownership';
import { wireRows } from './documents';
import { Issues } from './issues';

/** The line sets of a company's input (the contract's input type does not carry line sets). */
interface CompanyLines {
  contacts: (Line & { primary?: boolean })[];
  sites: Line[];
}
const linesOf = (input: unknown) => input as CompanyLines;

const CONTACTS: LineSetTable = { table: companyContacts, parent: companyContacts.companyId };
const SITES: LineSetTable = { table: companySites, parent: companySites.companyId };

async function checkLines(ctx: HookContext, input: CompanyLines, companyId: number | null) {
  const issues = new Issues();
  await checkLineIds(ctx, CONTACTS, companyId, 'contacts', input.contacts, issues);
  await checkLineIds(ctx, SITES, companyId, 'sites', input.sites, issues);
  const primaries = input.contacts.flatMap((contact, index) => (contact.primary ? [index] : []));
  for (const index of primaries.slice(1)) issues.add(`contacts.${index}.primary`, 'company.onePrimary');
  issues.throwIfAny(ctx.c);
}

/** How many of the company's customers the caller may read (a salesperson: their own and the pool's). */
async function customerCount(db: Db | Tx, companyId: number, c: Context<AppEnv>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), readScope(c, customer, customers)));
  return Number(row?.n ?? 0);
}

export const companyBinding = defineBinding(company, {
  async prepare(ctx, input, before) {
    await checkLines(ctx, linesOf(input), before?.id ?? null);
    return {};
  },
  async afterWrite(ctx, row, _plan, input) {
    const { contacts, sites } = linesOf(input);
    await writeLineSet(ctx, CONTACTS, row.id, contacts);
    await writeLineSet(ctx, SITES, row.id, sites);
  },
  async detail(db, row, c) {
    const [contacts, sites, customerTotal] = await Promise.all([
      db
        .select()
        .from(companyContacts)
        .where(eq(companyContacts.companyId, row.id))
        .orderBy(asc(companyContacts.sort), asc(companyContacts.id)),
      db
        .select()
        .from(companySites)
        .where(eq(companySites.companyId, row.id))
        .orderBy(asc(companySites.sort), asc(companySites.id)),
      customerCount(db, row.id, c),
    ]);
    return { contacts: wireRows(contacts), sites: wireRows(sites), customerCount: customerTotal };
  },
});
