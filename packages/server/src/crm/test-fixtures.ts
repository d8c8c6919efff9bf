/**
 * CRM test fixtures: companies with contacts and customers inserted straight into the database with the owner
 * and the times a test needs (the create path that sets an owner is the resource framework's, tested there).
 */
import { eq } from 'drizzle-orm';
import { companies, companyContacts, customers, materials, users } from '../db/schema';
import { DEMO, type Harness } from '../test/harness';

let serial = 0;
/** A code unique within the run (the tests of one file share a database). */
const next = (prefix: string) => `${prefix}${process.pid % 1000}${String(++serial).padStart(4, '0')}`;

export async function userIdOf(h: Harness, username: string): Promise<number> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** 10:00 in China on 12 June 2031 (years after any seeded data): the CRM suites' clock. */
export const CRM_NOW = Date.parse('2031-06-12T02:00:00Z');

/** Sets the harness's clock to CRM_NOW and signs in the administrator and both demo salespeople. */
export async function salesTeam(h: Harness) {
  h.offsetMs = CRM_NOW - Date.now();
  return {
    admin: await h.login('admin', DEMO.admin),
    sales: await h.login('sales', DEMO.sales),
    sales2: await h.login('sales2', DEMO.sales2),
    salesId: await userIdOf(h, 'sales'),
    sales2Id: await userIdOf(h, 'sales2'),
  };
}

export async function companyWithContacts(h: Harness, name: string, contacts: string[]) {
  const { db } = h.database;
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  const rows = await db
    .insert(companyContacts)
    .values(contacts.map((contact, sort) => ({ companyId: company.id, name: contact, title: '经理', sort })))
    .returning({ id: companyContacts.id });
  return { companyId: company.id, contactIds: rows.map((row) => row.id) };
}

export interface CustomerSpec {
  name?: string;
  ownerId: number | null;
  level?: string | null;
  companyId?: number | null;
  createdAt?: Date;
  ownedAt?: Date | null;
  lastContactAt?: Date | null;
  nextContactAt?: Date | null;
  poolWarnedAt?: Date | null;
}

export async function insertCustomer(h: Harness, spec: CustomerSpec): Promise<number> {
  const code = next('T');
  const [row] = await h.database.db
    .insert(customers)
    .values({
      code,
      name: spec.name ?? `客户 ${code}`,
      kind: spec.companyId ? 'company' : 'individual',
      companyId: spec.companyId ?? null,
      ownerId: spec.ownerId,
      level: spec.level ?? null,
      // Long ago unless said: the pool's clock then runs from the times the test gives.
      createdAt: spec.createdAt ?? new Date('2020-01-01T00:00:00Z'),
      ownedAt: spec.ownedAt ?? null,
      lastContactAt: spec.lastContactAt ?? null,
      nextContactAt: spec.nextContactAt ?? null,
      poolWarnedAt: spec.poolWarnedAt ?? null,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer insert failed');
  return row.id;
}

export async function customerRow(h: Harness, id: number) {
  const [row] = await h.database.db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new Error(`no customer ${id}`);
  return row;
}

/** A material row (no bytes: the tests only refer to it). */
export async function insertMaterial(h: Harness, name: string): Promise<number> {
  const [row] = await h.database.db
    .insert(materials)
    .values({ kind: 'document', mime: 'application/pdf', name, size: 10, hash: next('hash').padEnd(64, '0') })
    .returning({ id: materials.id });
  if (!row) throw new Error('material insert failed');
  return row.id;
}

export const DAY_MS = 86_400_000;
export const daysBefore = (instant: Date, days: number) => new Date(instant.getTime() - days * DAY_MS);
