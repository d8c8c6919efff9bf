/**
 * The shared pool on a clock the test controls: reclaim after N days per level (with its history row and note),
 * the warning M days before (once, cleared by a follow-up), the switch that turns it off, claims (daily limit,
 * two at once: one wins), release, and two sweeps at once changing each customer once.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/client';
import { auditLog, configValues, customerOwnerChanges, messages } from '../db/schema';
import { data } from '../test/commerce';
import { forEachDriver } from '../test/harness';
import { reclaimPool, warnPool } from './pool-sweep';
import { CRM_NOW, customerRow, DAY_MS, daysBefore, insertCustomer, salesTeam, userIdOf } from './test-fixtures';

const NOW = CRM_NOW;
const T0 = new Date(NOW);
const later = (days: number) => new Date(NOW + days * DAY_MS);

forEachDriver('shared pool', (h) => {
  let admin = '';
  let sales = '';
  let sales2 = '';
  let salesId = 0;
  let sales2Id = 0;

  beforeAll(async () => {
    ({ admin, sales, sales2, salesId, sales2Id } = await salesTeam(h));
  });

  /** Sets a `crm` setting as an administrator's write would store it (removed after each test). */
  const setting = (name: string, value: unknown) =>
    h.database.db
      .insert(configValues)
      .values({ key: `crm.${name}`, value })
      .onConflictDoUpdate({
        target: configValues.key,
        set: { value },
      });
  afterEach(async () => {
    await h.database.db.delete(configValues).where(like(configValues.key, 'crm.%'));
  });

  const historyOf = (customerId: number) =>
    h.database.db.select().from(customerOwnerChanges).where(eq(customerOwnerChanges.customerId, customerId));
  const notesAbout = (userId: number, name: string) =>
    h.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), like(messages.titleZh, `%${name}%`)));

  it('reclaims after the days of its level, from the later of the last contact and the ownership', async () => {
    const key = await insertCustomer(h, {
      name: '重点-89天',
      ownerId: salesId,
      level: 'key',
      ownedAt: daysBefore(T0, 89),
    });
    const regular = await insertCustomer(h, {
      name: '普通-31天',
      ownerId: salesId,
      ownedAt: daysBefore(T0, 100),
      lastContactAt: daysBefore(T0, 31),
    });
    const regularRecent = await insertCustomer(h, {
      name: '普通-29天',
      ownerId: salesId,
      level: 'regular',
      ownedAt: daysBefore(T0, 100),
      lastContactAt: daysBefore(T0, 29),
    });
    // Claimed 10 days ago: its old last contact does not count against the new owner.
    const newlyOwned = await insertCustomer(h, {
      name: '普通-新领取',
      ownerId: salesId,
      ownedAt: daysBefore(T0, 10),
      lastContactAt: daysBefore(T0, 200),
    });
    const small = await insertCustomer(h, {
      name: '小客户-16天',
      ownerId: salesId,
      level: 'small',
      createdAt: daysBefore(T0, 16),
    });
    const smallRecent = await insertCustomer(h, {
      name: '小客户-14天',
      ownerId: salesId,
      level: 'small',
      createdAt: daysBefore(T0, 40),
      lastContactAt: daysBefore(T0, 14),
    });
    const pooled = await insertCustomer(h, { name: '公海-旧', ownerId: null, createdAt: daysBefore(T0, 400) });

    const first = await reclaimPool(h.database.db, T0);
    expect(first).toEqual(expect.arrayContaining([regular, small]));
    for (const kept of [key, regularRecent, newlyOwned, smallRecent, pooled]) expect(first).not.toContain(kept);

    const row = await customerRow(h, regular);
    expect(row).toMatchObject({ ownerId: null, ownedAt: null, poolWarnedAt: null, version: 2 });
    expect((await customerRow(h, key)).ownerId).toBe(salesId);
    expect(await historyOf(regular)).toEqual([
      expect.objectContaining({ reason: 'reclaim', fromId: salesId, toId: null, actorId: null, at: T0 }),
    ]);
    const [note] = await notesAbout(salesId, '普通-31天');
    expect(note).toMatchObject({
      type: 'notice',
      titleZh: '客户 普通-31天 已退回公海',
      titleEn: 'Customer 普通-31天 returned to the pool',
    });
    expect(note?.contentZh).toContain('已 30 天未跟进');
    expect((await notesAbout(salesId, '小客户-16天'))[0]?.contentEn).toContain('no follow-up for 15 days');

    // A day later the key account's 90 days are up; nothing is reclaimed twice.
    const second = await reclaimPool(h.database.db, later(1));
    expect(second).toContain(key);
    expect(second).not.toContain(regular);
    expect(await historyOf(regular)).toHaveLength(1);
    expect(await notesAbout(salesId, '普通-31天')).toHaveLength(1);
  });

  it('warns the owner once M days before, lists it, and a follow-up clears the warning', async () => {
    // Regular (30 days), last contact 24 days ago: returns in 6 days, inside the 7-day warning.
    const due = await insertCustomer(h, { name: '预警-24天', ownerId: salesId, lastContactAt: daysBefore(T0, 24) });
    const notYet = await insertCustomer(h, { name: '预警-20天', ownerId: salesId, lastContactAt: daysBefore(T0, 20) });
    const theirs = await insertCustomer(h, { name: '预警-别人', ownerId: sales2Id, lastContactAt: daysBefore(T0, 25) });

    const warned = await warnPool(h.database.db, T0);
    expect(warned).toEqual(expect.arrayContaining([due, theirs]));
    expect(warned).not.toContain(notYet);
    expect((await customerRow(h, due)).poolWarnedAt).toEqual(T0);
    expect((await customerRow(h, due)).version).toBe(1);
    const [note] = await notesAbout(salesId, '预警-24天');
    expect(note).toMatchObject({ type: 'todo', titleZh: '客户 预警-24天 将于 2031-06-18 退回公海' });
    expect(note?.titleEn).toBe('Customer 预警-24天 returns to the pool on 2031-06-18');

    // Once: the next sweeps leave it alone.
    expect(await warnPool(h.database.db, new Date(NOW + 3_600_000))).not.toContain(due);
    expect(await notesAbout(salesId, '预警-24天')).toHaveLength(1);

    const listed = data(await h.call('GET', '/behind/customers/pool-warnings', { token: sales }));
    const mine = listed.filter((row: { customerId: number }) => [due, notYet, theirs].includes(row.customerId));
    expect(mine).toEqual([
      {
        customerId: due,
        customerCode: expect.any(String),
        customerName: '预警-24天',
        reclaimAt: later(6).toISOString(),
        daysLeft: 6,
      },
    ]);

    data(
      await h.call('POST', `/behind/customers/${due}/follow-ups`, {
        token: sales,
        json: { type: 'call', content: '约了下周见面' },
      }),
    );
    expect((await customerRow(h, due)).poolWarnedAt).toBeNull();
    const after = data(await h.call('GET', '/behind/customers/pool-warnings', { token: sales }));
    expect(after.map((row: { customerId: number }) => row.customerId)).not.toContain(due);
    expect(await warnPool(h.database.db, new Date(NOW + 2 * 3_600_000))).not.toContain(due);
    // Its clock starts again: 23 days after the follow-up it is warned again.
    expect(await warnPool(h.database.db, later(24))).toContain(due);
  });

  it('does nothing while the pool is turned off', async () => {
    const overdue = await insertCustomer(h, { name: '关闭-过期', ownerId: salesId, lastContactAt: daysBefore(T0, 60) });
    const warnable = await insertCustomer(h, {
      name: '关闭-预警',
      ownerId: salesId,
      lastContactAt: daysBefore(T0, 25),
    });
    await setting('poolEnabled', false);
    expect(await reclaimPool(h.database.db, T0)).toEqual([]);
    expect(await warnPool(h.database.db, T0)).toEqual([]);
    expect(data(await h.call('GET', '/behind/customers/pool-warnings', { token: sales }))).toEqual([]);
    expect((await customerRow(h, overdue)).ownerId).toBe(salesId);
    expect((await customerRow(h, warnable)).poolWarnedAt).toBeNull();
    await setting('poolEnabled', true);
    expect(await reclaimPool(h.database.db, T0)).toContain(overdue);
  });

  describe('claims', () => {
    const claim = (id: number, version: number, token = sales) =>
      h.call('POST', `/behind/customers/${id}/claim`, { token, json: { version } });

    it('claims pool customers up to the daily limit, counted from the start of the business day', async () => {
      await setting('claimDailyLimit', 2);
      // A claim late yesterday (China time) does not count today.
      const old = await insertCustomer(h, { ownerId: sales2Id });
      await h.database.db.insert(customerOwnerChanges).values({
        customerId: old,
        at: new Date('2031-06-11T15:59:00Z'),
        reason: 'claim',
        toId: sales2Id,
        actorId: sales2Id,
      });
      expect(data(await h.call('GET', '/behind/customers/claims', { token: sales2 }))).toEqual({
        claimedToday: 0,
        limit: 2,
      });

      const [a, b, c] = [
        await insertCustomer(h, { ownerId: null }),
        await insertCustomer(h, { ownerId: null }),
        await insertCustomer(h, { ownerId: null }),
      ] as [number, number, number];
      expect(data(await claim(a, 1, sales2))).toEqual({ id: a, version: 2, ownerId: sales2Id });
      const row = await customerRow(h, a);
      expect(row.ownerId).toBe(sales2Id);
      expect(Math.abs((row.ownedAt?.getTime() ?? 0) - NOW)).toBeLessThan(10 * 60_000);
      expect(await historyOf(a)).toEqual([
        expect.objectContaining({ reason: 'claim', fromId: null, toId: sales2Id, actorId: sales2Id }),
      ]);
      const audits = await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'customer'), eq(auditLog.entityId, String(a))));
      expect(audits.map((entry) => entry.action)).toEqual(['claim']);
      expect(data(await h.call('GET', '/behind/customers/claims', { token: sales2 }))).toEqual({
        claimedToday: 1,
        limit: 2,
      });

      data(await claim(b, 1, sales2));
      const third = await claim(c, 1, sales2);
      expect(third.status).toBe(409);
      expect(third.body.message).toBe('每天最多领取 2 个客户，今天已领取 2 个');
      expect(
        (
          await h.call('POST', `/behind/customers/${c}/claim`, {
            token: sales2,
            json: { version: 1 },
            headers: { 'arco-locale': 'en-US' },
          })
        ).body.message,
      ).toBe('You can claim at most 2 customers a day; you have claimed 2 today');
      expect((await customerRow(h, c)).ownerId).toBeNull();
      // Another salesperson's limit is their own.
      data(await claim(c, 1, sales));
    });

    it('refuses a customer not in the pool (whoever owns it), a stale version, and one that does not exist (alike)', async () => {
      const mine = await insertCustomer(h, { ownerId: salesId });
      const refused = await claim(mine, 1);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('该客户已不在公海中');
      const theirs = await insertCustomer(h, { ownerId: sales2Id });
      const taken = await claim(theirs, 1);
      expect([taken.status, taken.body.message, taken.body.data]).toEqual([409, '该客户已不在公海中', null]);
      expect((await customerRow(h, theirs)).ownerId).toBe(sales2Id);
      // An id that names no customer answers as another's does: ids cannot be probed for which exist (abuse suite).
      const missing = await claim(2_000_000_000, 1);
      expect([missing.status, missing.body.message, missing.body.data]).toEqual([409, '该客户已不在公海中', null]);
      const pooled = await insertCustomer(h, { ownerId: null });
      expect((await claim(pooled, 7)).body.code).toBe(400009);
      expect((await customerRow(h, pooled)).ownerId).toBeNull();
      expect(await historyOf(pooled)).toEqual([]);
    });

    it('lets exactly one of two salespeople claiming the same customer at once win', async () => {
      for (let round = 0; round < 3; round++) {
        const id = await insertCustomer(h, { ownerId: null });
        const results = await Promise.all([claim(id, 1, sales), claim(id, 1, sales2)]);
        const won = results.filter((result) => result.body.code === 1);
        const lost = results.filter((result) => result.body.code !== 1);
        expect(won).toHaveLength(1);
        expect(lost.map((result) => [result.status, result.body.message])).toEqual([[409, '该客户已不在公海中']]);
        const history = await historyOf(id);
        expect(history).toHaveLength(1);
        expect((await customerRow(h, id)).ownerId).toBe(history[0]?.toId);
        expect(won[0]?.body.data.ownerId).toBe(history[0]?.toId);
      }
    });
  });

  it('releases a customer to the pool: its owner or a manager, with the reason kept', async () => {
    const release = (id: number, version: number, token: string, note = '') =>
      h.call('POST', `/behind/customers/${id}/release`, { token, json: { version, note } });
    const id = await insertCustomer(h, { ownerId: salesId, ownedAt: daysBefore(T0, 3), poolWarnedAt: T0 });
    expect((await release(id, 1, sales2)).status).toBe(404);
    expect((await release(id, 9, sales)).body.code).toBe(400009);
    expect(data(await release(id, 1, sales, '客户已转向竞争对手'))).toEqual({ id, version: 2, ownerId: null });
    expect(await customerRow(h, id)).toMatchObject({ ownerId: null, ownedAt: null, poolWarnedAt: null });
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({
        reason: 'release',
        fromId: salesId,
        toId: null,
        actorId: salesId,
        note: '客户已转向竞争对手',
      }),
    ]);
    // Already in the pool: a salesperson must claim it first, a manager is told it is in the pool.
    const again = await release(id, 2, sales);
    expect([again.status, again.body.message]).toEqual([409, '该客户在公海中，请先领取']);
    const managers = await release(id, 2, admin);
    expect([managers.status, managers.body.message]).toEqual([409, '该客户已在公海中']);
    expect(await historyOf(id)).toHaveLength(1);
    const theirs = await insertCustomer(h, { ownerId: sales2Id });
    data(await release(theirs, 1, admin, '离职交接'));
    expect((await historyOf(theirs))[0]).toMatchObject({
      reason: 'release',
      fromId: sales2Id,
      actorId: await userIdOf(h, 'admin'),
    });
  });

  it('changes each customer once when two sweeps run at the same time (two connections on PostgreSQL)', async () => {
    const second: { db: Db; close(): Promise<void> } | null =
      h.driver === 'postgres' ? await openPostgres(h.pgUrl, 5) : null;
    try {
      const names = Array.from({ length: 8 }, (_, index) => `并发回收-${index}`);
      const overdue = await Promise.all(
        names.map((name) => insertCustomer(h, { name, ownerId: salesId, lastContactAt: daysBefore(T0, 45) })),
      );
      const warnNames = Array.from({ length: 8 }, (_, index) => `并发预警-${index}`);
      const warnable = await Promise.all(
        warnNames.map((name) => insertCustomer(h, { name, ownerId: salesId, lastContactAt: daysBefore(T0, 25) })),
      );
      const other = second?.db ?? h.database.db;
      const [one, two] = await Promise.all([reclaimPool(h.database.db, T0), reclaimPool(other, T0)]);
      const reclaimed = [...one, ...two].filter((id) => overdue.includes(id));
      expect(reclaimed.sort()).toEqual([...overdue].sort());
      for (const [index, id] of overdue.entries()) {
        expect(await historyOf(id)).toHaveLength(1);
        expect(await notesAbout(salesId, names[index] as string)).toHaveLength(1);
      }
      const [w1, w2] = await Promise.all([warnPool(h.database.db, T0), warnPool(other, T0)]);
      const warned = [...w1, ...w2].filter((id) => warnable.includes(id));
      expect(warned.sort()).toEqual([...warnable].sort());
      for (const name of warnNames) expect(await notesAbout(salesId, name)).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
