// PGlite in a worker thread, through drizzle, as the server uses it by default: same results, PostgreSQL error
// fields, transactions that commit, roll back and keep other callers out until they finish.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite } from './client';
import { users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openPglite({ thread: true, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
});
afterAll(() => database?.close());

describe('PGlite in a worker thread', () => {
  it('reads the seeded rows with drizzle (dates stay strings as in-process)', async () => {
    const [viewer] = await database.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.username).toBe('viewer');
    expect(await database.db.$count(users)).toBe(6);
    expect(await database.ping()).toBe(true);
  });

  it('keeps PostgreSQL error fields (unique violation 23505)', async () => {
    const [viewer] = await database.db.select().from(users).where(eq(users.username, 'viewer'));
    if (!viewer) throw new Error('no viewer');
    const { id: _id, ...copy } = viewer;
    const failure = await database.db
      .insert(users)
      .values(copy)
      .catch((error: unknown) => error);
    const cause = (failure as { cause?: { code?: string } }).cause ?? failure;
    expect((cause as { code?: string }).code).toBe('23505');
  });

  it('commits a transaction, and rolls one back when it throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: 'committed' }).where(eq(users.username, 'viewer'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ nickname: 'rolled back' }).where(eq(users.username, 'viewer'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [viewer] = await database.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.nickname).toBe('committed');
  });

  it('lets no other statement into an open transaction', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: 'inside' }).where(eq(users.username, 'sales'));
      await gate;
      await tx.update(users).set({ nickname: 'final' }).where(eq(users.username, 'sales'));
    });
    // Issued while the transaction is open: it must wait and see only the committed result.
    const outside = database.db.select().from(users).where(eq(users.username, 'sales'));
    setTimeout(release, 50);
    await transaction;
    const [sales] = await outside;
    expect(sales?.nickname).toBe('final');
  });

  it('dumps a data directory that opens again', async () => {
    const dump = await database.dump?.();
    expect(dump?.size).toBeGreaterThan(1000);
    const copy = await openPglite({ thread: true, loadDataDir: dump });
    const rows = await copy.db.execute(sql`select count(*)::int as n from users`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(6);
    await copy.close();
  });
});
