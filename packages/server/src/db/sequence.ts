/** Document numbers from the database's sequences, so concurrent requests and processes never share one. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export async function nextValue(db: Db | Tx, sequence: string): Promise<number> {
  // Both drivers answer with { rows }; the value is a bigint, a string on pg and a number on PGlite.
  const result = (await db.execute(sql`select nextval(${sequence}::regclass) as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]?.n);
}

/** PREFIX + the day (YYYYMMDD, China time: the company's calendar) + the sequence value, at least 5 digits. */
export function documentNumber(prefix: string, now: Date, value: number): string {
  const day = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(value).padStart(5, '0')}`;
}
