/**
 * A reference to a record that does not exist is the user's mistake (a stale screen, a deleted customer): it
 * gets a field issue, not the database's foreign-key error.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { HookContext } from '../resources/binding';
import type { Issues } from './issues';

/** Any table with an integer id column. */
type TableWithId = PgTable & { id: PgColumn };

export async function checkExists(
  ctx: HookContext,
  issues: Issues,
  path: string,
  table: TableWithId,
  id: unknown,
): Promise<boolean> {
  if (typeof id !== 'number') return false;
  const [row] = await ctx.tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) issues.add(path, 'validation.notFound');
  return Boolean(row);
}
