/**
 * The customer a CRM route works on, read under the ownership rule (resources/ownership.ts): one the caller may
 * not read is a 404 (its existence is not told), one it may read but not write is refused by assertMayWrite.
 */
import { customer } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Tx } from '../db/client';
import { customers } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { assertMayWrite, mayRead } from '../resources/ownership';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer `id` if the caller may read it; `lock`: row-locked for the rest of the transaction. */
export async function readableCustomer(
  c: Context<AppEnv>,
  db: Db | Tx,
  id: number,
  lock = false,
): Promise<CustomerRow> {
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !mayRead(c, customer, row)) throw notFound();
  return row;
}

/** The customer `id`, row-locked, if the caller may write it (404 unreadable, 409 another's or the pool's). */
export async function writableCustomer(c: Context<AppEnv>, tx: Tx, id: number): Promise<CustomerRow> {
  const row = await readableCustomer(c, tx, id, true);
  assertMayWrite(c, customer, row);
  return row;
}
