import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/roles';
import { pgliteTemplate } from '../test/harness';
import { type Database, openPglite } from './client';
import { PgliteThread } from './pglite-thread';
import { users } from './schema';
import { isPlainTar } from './tar-entries.mjs';

let database: Database;
/** The first row of a db.execute answer (its type differs between the drivers). */
const firstRow = <T>(answer: unknown) => (answer as { rows: T[] }).rows[0] as T;
beforeAll(async () => {
  database = await openPglite({ thread: true, loadDataDir: pgliteTemplate() });
});
afterAll(() => database?.close());

describe('PGlite in a worker thread', () => {
  it('reads the seeded rows with drizzle (dates stay strings as in-process)', async () => {
    const [viewer] = await database.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.username).toBe('viewer');
    expect(await database.db.$count(users)).toBe(DEMO_USERS.length);
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

  it('pipelines statements: 200 at once each get their own answer, in order of sending', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => database.db.execute(sql`select ${i}::int as n, pg_backend_pid() as pid`)),
    );
    expect(answers.map((answer) => firstRow<{ n: number }>(answer).n)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
    // Run in the order sent: a sequence advanced by 50 concurrent statements hands out 1..50 in that order.
    await database.db.execute(sql`create temporary sequence pipeline_order`);
    const taken = await Promise.all(
      Array.from({ length: 50 }, () => database.db.execute(sql`select nextval('pipeline_order')::int as v`)),
    );
    expect(taken.map((answer) => firstRow<{ v: number }>(answer).v)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('keeps a write sent during a transaction out of its rollback, and errors with their own caller', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const failing = database.db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: 'rolled back' }).where(eq(users.username, 'finance'));
      await gate;
      throw new Error('give up');
    });
    const outsideWrite = database.db.update(users).set({ phone: '13800000000' }).where(eq(users.username, 'finance'));
    const broken = database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    const fine = database.db.execute(sql`select 7 as seven`);
    setTimeout(release, 50);
    await expect(failing).rejects.toThrow('give up');
    await outsideWrite;
    const cause = (await broken) as { cause?: { code?: string }; code?: string };
    expect(cause.cause?.code ?? cause.code).toBe('42P01');
    expect(firstRow<{ seven: number }>(await fine).seven).toBe(7);
    const [finance] = await database.db.select().from(users).where(eq(users.username, 'finance'));
    expect(finance?.nickname).not.toBe('rolled back');
    expect(finance?.phone).toBe('13800000000');
  });

  it('fills a database from an uncompressed tarball and leaves the tarball as it was', async () => {
    const template = pgliteTemplate();
    expect(isPlainTar(template)).toBe(true);
    const before = createHash('sha256').update(template).digest('hex');
    const copy = await openPglite({ thread: true, loadDataDir: template });
    await copy.db.update(users).set({ nickname: 'written in the copy' });
    await copy.db.execute(sql`CHECKPOINT`);
    expect(await copy.db.$count(users, eq(users.nickname, 'written in the copy'))).toBe(DEMO_USERS.length);
    await copy.close();
    expect(createHash('sha256').update(template).digest('hex')).toBe(before);
  });

  it('dumps a data directory that opens again (gzipped: PGlite unpacks it)', async () => {
    const dump = await database.dump?.();
    expect(dump?.size).toBeGreaterThan(1000);
    expect(isPlainTar(new Uint8Array(await (dump as Blob).arrayBuffer()))).toBe(false);
    const copy = await openPglite({ thread: true, loadDataDir: dump });
    const rows = await copy.db.execute(sql`select count(*)::int as n from users`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(DEMO_USERS.length);
    await copy.close();
  });

  it('with reuseThread, opens the next database in the thread of the closed one, from its own data', async () => {
    const first = await openPglite({ thread: true, reuseThread: true, loadDataDir: pgliteTemplate() });
    await first.db.update(users).set({ nickname: 'left behind' }).where(eq(users.username, 'viewer'));
    const spare = PgliteThread.spareThreads;
    await first.close();
    expect(PgliteThread.spareThreads).toBe(spare + 1);

    const second = await openPglite({ thread: true, reuseThread: true, loadDataDir: pgliteTemplate() });
    expect(PgliteThread.spareThreads).toBe(spare);
    const [viewer] = await second.db.select().from(users).where(eq(users.username, 'viewer'));
    expect(viewer?.nickname).not.toBe('left behind');
    expect(await second.db.$count(users)).toBe(DEMO_USERS.length);
    await second.close();
  });
});
