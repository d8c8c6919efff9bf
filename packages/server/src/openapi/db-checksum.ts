/**
 * A checksum of every table's rows, to prove a request changed nothing. Left out: tables that change by design
 * on refused or read-only requests — `sessions` (every authenticated request moves last-seen for the idle
 * expiry), `login_attempts`, `public_rate_limits`, `known_devices` and `two_factor_challenges` (sign-in and
 * abuse bookkeeping that counts refused attempts on purpose), `server_keys` (a signing key is made on its first use,
 * which may be a refused preview link), `speech_renders` (the speech cache: a player's timeline, a read, asks
 * for its announcements' speech, which notes the pending renders). And one kind of audit row: the bank export of
 * approved withdrawals (a read) is audited on purpose, since it hands out partners' full account numbers.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export const CHANGING_TABLES = [
  'sessions',
  'login_attempts',
  'public_rate_limits',
  'known_devices',
  'two_factor_challenges',
  'server_keys',
  'speech_renders',
];

export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { name: string }[] };
  const sums: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (CHANGING_TABLES.includes(name)) continue;
    const rows =
      name === 'audit_log' ? sql`(select * from audit_log where action <> 'bankExport')` : sql.identifier(name);
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${rows} t`,
    )) as unknown as { rows: { sum: string }[] };
    sums[name] = result.rows[0]?.sum ?? '';
  }
  return sums;
}
