/**
 * Sales targets (KPI) on both drivers, on a clock years after any seeded order (the figures are exact): who may
 * read and set them, refusals that change nothing, the audit row, and actual sales from completed orders counted
 * in the month of their order date — an order dated 31 March counts in March, one dated 1 April in April — with
 * "this month" turning at China midnight.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';

/** 00:30 on 1 July 2032 in China, still 30 June in UTC. */
const NOW = Date.parse('2032-06-30T16:30:00Z');
const EN = { 'arco-locale': 'en-US' };

const targets = (yearTarget: number, months: Record<number, number> = {}) => ({
  yearTarget,
  monthTargets: Array.from({ length: 12 }, (_, index) => months[index + 1] ?? 0),
});

forEachDriver('sales targets (KPI)', (h) => {
  let t: Commerce;
  let sales = '';
  let finance = '';
  let viewer = '';
  let salesId = 0;
  let financeId = 0;

  const idOf = async (username: string) => {
    const [row] = await h.database.db.select({ id: users.id }).from(users).where(sql`${users.username} = ${username}`);
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };

  /** The targets table and the audit log's size: equal fingerprints mean nothing was written. */
  const fingerprint = async () => {
    const result = (await h.database.db.execute(
      sql.raw(
        `select (select count(*) from audit_log)::text as audit,
          (select md5(coalesce(string_agg(k::text, '|' order by k::text), '')) from kpi_targets k) as targets`,
      ),
    )) as unknown as { rows: Record<string, string>[] };
    return result.rows[0];
  };

  const refusedUnchanged = async (status: number, run: () => ReturnType<Commerce['call']>) => {
    const before = await fingerprint();
    const result = await run();
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(await fingerprint()).toEqual(before);
    return result;
  };

  const put = (userId: number, year: number | string, body: unknown, token = t.token) =>
    h.call('PUT', `/behind/kpi/${userId}/${year}`, { token, json: body, headers: EN });

  const rowOf = async (userId: number, year = 2032, token = t.token) => {
    const answer = data(await h.call('GET', `/behind/kpi?year=${year}`, { token }));
    expect(answer.year).toBe(year);
    return answer.rows.find((row: { userId: number }) => row.userId === userId);
  };

  beforeAll(async () => {
    h.offsetMs = NOW - Date.now();
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    sales = await h.login('sales', DEMO.sales);
    finance = await h.login('finance', DEMO.finance);
    viewer = await h.login('viewer', DEMO.viewer);
    salesId = await idOf('sales');
    financeId = await idOf('finance');
  });

  describe('permissions', () => {
    it('refuses the table to a signed-out caller and to a role without kpi:read; finance reads it', async () => {
      expect((await h.call('GET', '/behind/kpi')).status).toBe(401);
      const warehouse = await h.login('warehouse', DEMO.warehouse);
      const refused = await h.call('GET', '/behind/kpi', { token: warehouse, headers: EN });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(400003);
      expect((await h.call('GET', '/behind/kpi', { token: finance })).status).toBe(200);
      expect((await h.call('GET', '/behind/kpi/me')).status).toBe(401);
    });

    it('needs kpi:write to set targets: kpi:read alone is refused and changes nothing', async () => {
      await h.database.db
        .update(roles)
        .set({ permissions: sql`array_append(${roles.permissions}, 'kpi:read')` })
        .where(sql`${roles.key} = 'viewer'`);
      h.forgetCachedAuth();
      expect((await h.call('GET', '/behind/kpi?year=2032', { token: viewer })).status).toBe(200);
      await refusedUnchanged(403, () => put(salesId, 2032, targets(1_000), viewer));
      await refusedUnchanged(403, () => put(salesId, 2032, targets(1_000), sales));
    });

    it('answers every signed-in user their own row: null for someone who sells nothing', async () => {
      const mine = data(await h.call('GET', '/behind/kpi/me', { token: finance }));
      expect(mine).toEqual({ year: 2032, currentMonth: 7, row: null });
    });
  });

  describe('setting targets', () => {
    it('writes the year and 12 months in one go, audited with the targets before and after', async () => {
      const input = targets(600_000, { 3: 8_000, 6: 50_000 });
      const row = data(await put(salesId, 2032, input));
      expect(row).toMatchObject({ userId: salesId, username: 'sales', yearTarget: 600_000, monthTargetsTotal: 58_000 });
      expect(row.months.map((month: { target: number }) => month.target)).toEqual(input.monthTargets);

      const changed = targets(700_000, { 3: 8_000, 4: 0, 6: 60_000 });
      data(await put(salesId, 2032, changed));
      expect((await rowOf(salesId)).yearTarget).toBe(700_000);
      const result = (await h.database.db.execute(
        sql`select actor_id, action, before, after from audit_log where entity = 'kpi' and entity_id = ${`${salesId}:2032`} order by id`,
      )) as unknown as { rows: { actor_id: number; action: string; before: unknown; after: unknown }[] };
      expect(result.rows).toHaveLength(2);
      expect(result.rows[0]?.before).toEqual({ year: 2032, ...targets(0) });
      expect(result.rows[1]).toMatchObject({
        actor_id: await idOf('admin'),
        action: 'update',
        before: { year: 2032, ...input },
        after: { year: 2032, ...changed },
      });
      // Another year is its own set of targets.
      expect((await rowOf(salesId, 2033)).yearTarget).toBe(0);
    });

    it('refuses bad amounts and years with a translated message, changing nothing', async () => {
      const negative = await refusedUnchanged(422, () => put(salesId, 2032, targets(-1)));
      expect(negative.body.message).toBe('This value is too small');
      expect(negative.body.data.issues[0].path).toBe('yearTarget');
      const fraction = await refusedUnchanged(422, () =>
        put(salesId, 2032, { yearTarget: 1, monthTargets: [...targets(0).monthTargets.slice(1), 0.5] }),
      );
      expect(fraction.body.data.issues[0].path).toBe('monthTargets.11');
      const eleven = await refusedUnchanged(422, () =>
        put(salesId, 2032, { yearTarget: 1, monthTargets: targets(0).monthTargets.slice(1) }),
      );
      expect(eleven.body.message).toBe('Give a target for each of the 12 months');
      const zh = await refusedUnchanged(422, () =>
        h.call('PUT', `/behind/kpi/${salesId}/2032`, {
          token: t.token,
          json: { yearTarget: 1, monthTargets: [] },
          headers: { 'arco-locale': 'zh-CN' },
        }),
      );
      expect(zh.body.message).toBe('请为 12 个月分别填写目标');
      await refusedUnchanged(422, () => put(salesId, 2032, { ...targets(1), extra: true }));
      const year = await refusedUnchanged(422, () => put(salesId, 1999, targets(1)));
      expect(year.body.data.issues[0].path).toBe('year');
      await refusedUnchanged(422, () => put(salesId, 'next', targets(1)));
    });

    it('sets targets for active salespeople only', async () => {
      const notSales = await refusedUnchanged(409, () => put(financeId, 2032, targets(1)));
      expect(notSales.body.message).toBe('Targets are set for active salespeople only');
      await refusedUnchanged(404, () => put(999_999, 2032, targets(1)));
    });

    it('lists active holders of the sales role only: a disabled one is neither listed nor given targets', async () => {
      const [salesRole] = await h.database.db.select({ id: roles.id }).from(roles).where(sql`${roles.key} = 'sales'`);
      const made = await h.database.db
        .insert(users)
        .values([
          { username: 'kpi-active', passwordHash: 'x', nickname: '在职销售' },
          { username: 'kpi-disabled', passwordHash: 'x', nickname: '离职销售', status: 'disabled' },
        ])
        .returning({ id: users.id });
      await h.database.db
        .insert(userRoles)
        .values(made.map((user) => ({ userId: user.id, roleId: salesRole?.id ?? 0 })));
      const [active, disabled] = made.map((user) => user.id);
      const answer = data(await h.call('GET', '/behind/kpi?year=2032', { token: t.token }));
      const listed = answer.rows.map((row: { userId: number }) => row.userId);
      expect(listed).toContain(active);
      expect(listed).toContain(salesId);
      expect(listed).not.toContain(disabled);
      expect(listed).not.toContain(financeId);
      await refusedUnchanged(409, () => put(disabled ?? 0, 2032, targets(1)));
      data(await put(active ?? 0, 2032, targets(1)));
    });
  });

  describe('actual sales', () => {
    beforeAll(async () => {
      const s = new Commerce(h, sales);
      const warehouseId = await t.warehouse('KPI-WH');
      // The salesperson's own customer: a salesperson sells only to its own (resources/ownership.ts).
      const customerId = await s.customer('业绩客户');
      const productId = await t.product({ sku: 'KPI-SPK-1' });
      await t.stockTo(productId, warehouseId, 100);
      /** An order of `seller` dated `orderDate`, taken as far as `until`. */
      const order = async (seller: Commerce, orderDate: string, total: number, until: 'approved' | 'completed') => {
        const created = data(
          await seller.order({ customerId, warehouseId, orderDate, lines: [{ productId, qty: 1, unitPrice: total }] }),
        );
        data(await t.act('/behind/orders', created.id, 'submit'));
        const approved = data(await t.act('/behind/orders', created.id, 'approve'));
        if (until === 'approved') return;
        await t.pay(customerId, created.id, total);
        const delivery = data(await t.delivery(created.id, [{ orderLineId: approved.lines[0].id, qty: 1 }]));
        data(await t.act('/behind/deliveries', delivery.id, 'ship'));
        data(await t.act('/behind/orders', created.id, 'complete'));
      };
      await order(s, '2032-03-31', 10_000, 'completed');
      await order(s, '2032-04-01', 20_000, 'completed');
      await order(s, '2032-03-15', 40_000, 'approved');
      await order(s, '2031-12-31', 80_000, 'completed');
      // Sold by the administrator, who holds no sales role: in nobody's figures.
      await order(t, '2032-03-10', 5_000, 'completed');
    });

    it('sums completed orders by the month of their order date, with the attainment', async () => {
      const row = await rowOf(salesId);
      const actual = row.months.map((month: { actual: number }) => month.actual);
      expect(actual).toEqual([0, 0, 10_000, 20_000, 0, 0, 0, 0, 0, 0, 0, 0]);
      expect(row.months[2]).toEqual({ month: 3, target: 8_000, actual: 10_000, attainment: 125 });
      expect(row.months[3]).toEqual({ month: 4, target: 0, actual: 20_000, attainment: null });
      expect(row.months[5]).toEqual({ month: 6, target: 60_000, actual: 0, attainment: 0 });
      expect(row).toMatchObject({ yearTarget: 700_000, yearActual: 30_000, yearAttainment: 4.3 });
      expect((await rowOf(salesId, 2031)).months[11].actual).toBe(80_000);
      const answer = data(await h.call('GET', '/behind/kpi?year=2032', { token: t.token }));
      expect(answer.rows.map((r: { userId: number }) => r.userId)).not.toContain(await idOf('admin'));
    });

    it("gives a salesperson their own row, this month being China's", async () => {
      const mine = data(await h.call('GET', '/behind/kpi/me', { token: sales }));
      expect(mine.year).toBe(2032);
      expect(mine.currentMonth).toBe(7);
      expect(mine.row).toEqual(await rowOf(salesId));
      const lastYear = data(await h.call('GET', '/behind/kpi/me?year=2031', { token: sales }));
      expect(lastYear.currentMonth).toBeNull();
      expect(lastYear.row.yearActual).toBe(80_000);
      const bad = await h.call('GET', '/behind/kpi/me?year=32', { token: sales, headers: EN });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Enter a year such as 2026');
    });
  });
});
