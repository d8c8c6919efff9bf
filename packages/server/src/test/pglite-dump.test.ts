import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { dumpForSuites, WAL_SEGMENT, withoutEntries } from './pglite-dump';

/** The write-ahead log segments a tarball holds, in log order. */
function segmentsOf(tarball: Uint8Array): string[] {
  const names: string[] = [];
  withoutEntries(tarball, (name) => {
    const segment = WAL_SEGMENT.exec(name)?.[1];
    if (segment) names.push(segment);
    return false;
  });
  return names.sort();
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

describe('the PGlite dump the suites start from', () => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  it('leaves out the log segments after the current one, and opens, reads and writes past them', async () => {
    const original = await openPglite();
    opened.push(original);
    await original.db.execute(sql`CREATE TABLE notes (id int PRIMARY KEY, body text)`);
    // About 20 MB of log: past a 16 MB segment, so the checkpoint leaves a spent segment to recycle as a later one.
    await original.db.execute(
      sql`INSERT INTO notes SELECT n, repeat(md5(n::text), 32) FROM generate_series(1, 20000) AS n`,
    );
    const trimmed = await dumpForSuites(original);
    const dump = await original.dump?.('none');
    if (!dump) throw new Error('PGlite dumps its data directory');
    const whole = new Uint8Array(await dump.arrayBuffer());
    const [{ current }] = rowsOf<{ current: string }>(
      await original.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS current`),
    ) as [{ current: string }];

    expect(segmentsOf(whole).some((segment) => segment > current)).toBe(true);
    expect(segmentsOf(trimmed).filter((segment) => segment > current)).toEqual([]);
    expect(segmentsOf(trimmed)).toContain(current);
    expect(trimmed.length).toBeLessThan(whole.length);

    const copy = await openPglite({ loadDataDir: new Blob([Uint8Array.from(trimmed)]) });
    opened.push(copy);
    const [counted] = rowsOf<{ n: number }>(await copy.db.execute(sql`SELECT count(*)::int AS n FROM notes`));
    expect(counted?.n).toBe(20_000);
    // Another 20 MB: the log runs on into segments the dump left out, which PostgreSQL makes anew.
    await copy.db.execute(
      sql`INSERT INTO notes SELECT n, repeat(md5(n::text), 32) FROM generate_series(20001, 40000) AS n`,
    );
    await copy.db.execute(sql`CHECKPOINT`);
    const [after] = rowsOf<{ n: number }>(await copy.db.execute(sql`SELECT count(*)::int AS n FROM notes`));
    expect(after?.n).toBe(40_000);
  });
});
