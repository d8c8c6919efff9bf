/**
 * The commission ledger: accrual once per completed order, unfreezing when due, refund reversal, adjustments
 * needing a second approver, refused moves changing nothing, racing moves, and a property: after any sequence of
 * moves every partner's balances are the sums of its rows and no bucket is negative.
 */

import type { LedgerRow } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { partnerLedger, partners } from '../db/schema';
import { runDueJobs } from '../jobs/queue';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { accrueCommission } from './commission';
import { appendLedger, LedgerInsufficient, type LedgerMove, ledgerBalanceCheck } from './ledger';

const DAY_MS = 86_400_000;

forEachDriver('commission ledger', (h: Harness) => {
  let t: Commerce;
  let finance = '';
  let warehouseId = 0;
  let customerId = 0;
  let speaker = 0;
  let serial = 0;

  beforeAll(async () => {
    t = new Commerce(h, await h.login('admin', DEMO.admin));
    finance = await h.login('finance', DEMO.finance);
    warehouseId = await t.warehouse('LG-WH');
    customerId = await t.customer('静安音响店');
    speaker = await t.product({ sku: 'LG-SPK-1', salePrice: 10_000 });
    await t.stockTo(speaker, warehouseId, 50);
  });

  async function partner(rateBp = 500): Promise<number> {
    serial += 1;
    const created = data(
      await t.call('POST', '/behind/partners', {
        code: `LGP${serial}`,
        name: `安装商 ${serial}`,
        kind: 'company',
        status: 'active',
        commissionRateBp: rateBp,
      }),
    );
    return created.id;
  }

  async function balances(id: number) {
    const [row] = await h.database.db.select().from(partners).where(eq(partners.id, id));
    return {
      frozen: Number(row?.frozenBalance),
      available: Number(row?.availableBalance),
      held: Number(row?.heldBalance),
      earned: Number(row?.totalEarned),
    };
  }

  const rowsOf = (id: number) => h.database.db.select().from(partnerLedger).where(eq(partnerLedger.partnerId, id));
  const move = (m: LedgerMove) => h.database.db.transaction((tx) => appendLedger(tx, m, h.now()));

  /** An order of `qty` speakers for the partner, paid, shipped and completed. */
  async function completedOrder(partnerId: number, qty: number) {
    const order = await t.approvedOrder({
      customerId,
      warehouseId,
      partnerId,
      lines: [{ productId: speaker, qty, unitPrice: 10_000 }],
    } as Parameters<Commerce['approvedOrder']>[0]);
    await t.pay(customerId, order.id, qty * 10_000);
    const shipment = data(await t.delivery(order.id, [{ orderLineId: order.lines[0].id, qty }]));
    data(await t.act('/behind/deliveries', shipment.id, 'ship'));
    data(await t.act('/behind/orders', order.id, 'complete'));
    return order;
  }

  async function paidRefund(orderId: number, amount: number) {
    const request = data(
      await t.call('POST', '/behind/refunds', {
        orderId,
        type: 'refund_only',
        reason: 'not_needed',
        requestedAmount: amount,
        lines: [],
      }),
    );
    data(await t.act('/behind/refunds', request.id, 'approve', { approvedAmount: amount }));
    data(await t.act('/behind/refunds', request.id, 'refund', {}, finance));
  }

  it('accrues once, unfreezes when due, and takes back refunded commission frozen first', async () => {
    const id = await partner(500);
    const order = await completedOrder(id, 3);
    expect(await balances(id)).toEqual({ frozen: 1_500, available: 0, held: 0, earned: 1_500 });
    // A second accrual of the same order does nothing.
    const again = await h.database.db.transaction((tx) =>
      accrueCommission(tx, { id: order.id, partnerId: id, total: 30_000, refundedAmount: 0 }, h.now()),
    );
    expect(again).toBeNull();
    // A third of the order refunded while frozen: a third of the commission leaves frozen.
    await paidRefund(order.id, 10_000);
    expect(await balances(id)).toEqual({ frozen: 1_000, available: 0, held: 0, earned: 1_000 });
    // Not due after 6 days, due after 8 (the default window is 7): moved once, however often the jobs run.
    await runDueJobs(h.deps, new Date(h.now().getTime() + 6 * DAY_MS));
    expect((await balances(id)).frozen).toBe(1_000);
    await runDueJobs(h.deps, new Date(h.now().getTime() + 8 * DAY_MS));
    await runDueJobs(h.deps, new Date(h.now().getTime() + 9 * DAY_MS));
    expect(await balances(id)).toEqual({ frozen: 0, available: 1_000, held: 0, earned: 1_000 });
    // The rest refunded: the rest of the commission comes out of available, never more.
    await paidRefund(order.id, 20_000);
    expect(await balances(id)).toEqual({ frozen: 0, available: 0, held: 0, earned: 0 });
    const kinds = (await rowsOf(id)).map((row) => row.kind).sort();
    expect(kinds).toEqual(['accrue', 'reversal', 'reversal', 'unfreeze']);
    expect(await ledgerBalanceCheck(h.database.db)).toEqual([]);
    // The ledger names the order and the refunds by their numbers, on screen and in its CSV.
    const page = data(await t.call('GET', `/behind/partners/${id}/ledger?page=1&pageSize=10`));
    const reversal = page.list.find((row: LedgerRow) => row.kind === 'reversal');
    expect(page.list.every((row: LedgerRow) => row.saleOrderNo === order.orderNo)).toBe(true);
    expect(reversal?.refundNo).toMatch(/\S/);
    const csv = String((await t.call('GET', `/behind/partners/${id}/ledger/export`)).body);
    expect(csv).toContain(order.orderNo);
    expect(csv).toContain(reversal?.refundNo);
  });

  it('names a partner whose stored balance no longer equals its rows, until it does again', async () => {
    const id = await partner();
    await move({ partnerId: id, kind: 'adjustment', availableDelta: 700, reason: 'test' });
    const bump = (delta: number) =>
      h.database.db
        .update(partners)
        .set({ availableBalance: sql`${partners.availableBalance} + ${delta}` })
        .where(eq(partners.id, id));
    await bump(1);
    const check = data(await t.call('GET', '/behind/finance/ledger-check'));
    expect(check.sound).toBe(false);
    expect(check.mismatches).toContainEqual(
      expect.objectContaining({
        partnerId: id,
        code: `LGP${serial}`,
        name: `安装商 ${serial}`,
        stored: expect.objectContaining({ available: 701 }),
        sums: expect.objectContaining({ available: 700 }),
      }),
    );
    await bump(-1);
    expect(data(await t.call('GET', '/behind/finance/ledger-check'))).toEqual({ sound: true, mismatches: [] });
  });

  it('links no new order to a suspended partner', async () => {
    const id = await partner();
    await h.database.db.update(partners).set({ status: 'suspended' }).where(eq(partners.id, id));
    const spec = { customerId, warehouseId, partnerId: id, lines: [{ productId: speaker, qty: 1, unitPrice: 10_000 }] };
    const refused = await t.order(spec as Parameters<Commerce['order']>[0]);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([{ path: 'partnerId', message: '该合作方已停用，不能关联新订单' }]);
  });

  it('refuses a move below zero and changes nothing', async () => {
    const id = await partner();
    await expect(move({ partnerId: id, kind: 'withdrawHold', availableDelta: -100, heldDelta: 100 })).rejects.toThrow(
      LedgerInsufficient,
    );
    expect(await rowsOf(id)).toEqual([]);
    expect(await balances(id)).toEqual({ frozen: 0, available: 0, held: 0, earned: 0 });
  });

  it('lets one of two racing holds win when together they exceed the balance', async () => {
    const id = await partner();
    await move({ partnerId: id, kind: 'adjustment', availableDelta: 1_000, reason: 'start' });
    const hold = () => move({ partnerId: id, kind: 'withdrawHold', availableDelta: -600, heldDelta: 600 });
    const results = await Promise.allSettled([hold(), hold()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect(failed?.status === 'rejected' && failed.reason).toBeInstanceOf(LedgerInsufficient);
    expect(await balances(id)).toEqual({ frozen: 0, available: 400, held: 600, earned: 1_000 });
  });

  it('books an adjustment only when a different finance user approves it', async () => {
    const id = await partner();
    const asked = data(
      await t.call('POST', `/behind/partners/${id}/adjustments`, { amount: 2_500, reason: '补发佣金' }, finance),
    );
    expect(asked).toMatchObject({ status: 'pending', amount: 2_500 });
    const zero = await t.call('POST', `/behind/partners/${id}/adjustments`, { amount: 0, reason: 'x' }, finance);
    expect(zero.status).toBe(422);
    const pending = data(await t.call('GET', '/behind/partner-adjustments?status=pending'));
    expect(pending.list.map((row: { id: number }) => row.id)).toContain(asked.id);
    const same = await t.call('POST', `/behind/partner-adjustments/${asked.id}/approve`, {}, finance);
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('此调整须由另一位财务人员审批或驳回');
    expect(await rowsOf(id)).toEqual([]);
    const approved = data(await t.call('POST', `/behind/partner-adjustments/${asked.id}/approve`, {}));
    expect(approved).toMatchObject({ status: 'approved', ledgerId: expect.any(Number) });
    expect(await balances(id)).toEqual({ frozen: 0, available: 2_500, held: 0, earned: 2_500 });
    const twice = await t.call('POST', `/behind/partner-adjustments/${asked.id}/reject`, {});
    expect(twice.status).toBe(409);
    // A rejected adjustment books nothing.
    const declined = data(
      await t.call('POST', `/behind/partners/${id}/adjustments`, { amount: 700, reason: '重复申请' }, finance),
    );
    const rejected = data(await t.call('POST', `/behind/partner-adjustments/${declined.id}/reject`, {}));
    expect(rejected).toMatchObject({ id: declined.id, status: 'rejected', decidedAt: expect.any(String) });
    expect(rejected.ledgerId).toBeUndefined();
    expect(await balances(id)).toEqual({ frozen: 0, available: 2_500, held: 0, earned: 2_500 });
    // Taking out more than available is refused at approval, nothing changed.
    const out = data(
      await t.call('POST', `/behind/partners/${id}/adjustments`, { amount: -9_000, reason: '多发' }, finance),
    );
    const short = await t.call('POST', `/behind/partner-adjustments/${out.id}/approve`, {});
    expect(short.status).toBe(409);
    expect((await balances(id)).available).toBe(2_500);
    const page = data(await t.call('GET', `/behind/partners/${id}/ledger?page=1&pageSize=10`));
    expect(page).toMatchObject({
      total: 1,
      list: [{ kind: 'adjustment', availableDelta: 2_500, approvedBy: expect.any(Number) }],
    });
    const csv = await t.call('GET', `/behind/partners/${id}/ledger/export`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('25.00');
    const check = data(await t.call('GET', '/behind/finance/ledger-check'));
    expect(check).toEqual({ sound: true, mismatches: [] });
  });

  it('keeps balances equal to the sums of the rows and never negative, whatever the moves', async () => {
    const amount = fc.integer({ min: 1, max: 5_000 });
    const step = fc.oneof(
      amount.map((n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'accrue', frozenDelta: n })),
      amount.map((n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'unfreeze', frozenDelta: -n, availableDelta: n })),
      amount.map((n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'withdrawHold', availableDelta: -n, heldDelta: n })),
      amount.map((n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'withdrawPaid', heldDelta: -n })),
      amount.map(
        (n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'withdrawReturned', heldDelta: -n, availableDelta: n }),
      ),
      fc
        .tuple(amount, amount)
        .map(([a, b]): Omit<LedgerMove, 'partnerId'> => ({ kind: 'reversal', frozenDelta: -a, availableDelta: -b })),
      fc
        .integer({ min: -5_000, max: 5_000 })
        .map((n): Omit<LedgerMove, 'partnerId'> => ({ kind: 'adjustment', availableDelta: n })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const id = await partner();
        for (const s of steps) {
          await move({ ...s, partnerId: id }).catch((error) => {
            if (!(error instanceof LedgerInsufficient)) throw error;
          });
          const b = await balances(id);
          expect(Math.min(b.frozen, b.available, b.held)).toBeGreaterThanOrEqual(0);
        }
        const mismatches = await ledgerBalanceCheck(h.database.db);
        expect(mismatches.filter((m) => m.partnerId === id)).toEqual([]);
      }),
      { numRuns: 25 },
    );
    expect(await ledgerBalanceCheck(h.database.db)).toEqual([]);
  });
});
