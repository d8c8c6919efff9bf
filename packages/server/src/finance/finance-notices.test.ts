/**
 * Finance's to-dos: a withdrawal waiting for its first or second approval, a ledger adjustment waiting for its
 * decision and an invoice request, each to every user who may act (finance:write) but the one who asked (and, for
 * a second approval, the first approver) and those who turned the kind off, in both languages with a link to the
 * record; each closed for every recipient by the decision.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { configValues, messages, partners } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { messagesWhere, recipientIds, staffUser, todosOf, userIdOf } from '../test/notice-fixtures';
import { loginWithoutSecondFactor } from '../test/without-two-factor';
import { invoiceTodoKey } from './invoice-notices';
import { appendLedger } from './ledger';
import { adjustmentTodoKey } from './ledger-notices';
import { approvalTodoKey } from './withdrawal-notices';

const SECOND_APPROVAL_ABOVE = 1000_00;

/** Every to-do of the key closed (and read) for every recipient. */
async function expectClosed(h: Harness, todoKey: string) {
  const rows = await todosOf(h, todoKey);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatchObject({ closedAt: expect.any(Date), read: true });
}

forEachDriver('finance notices', (h: Harness) => {
  let t: Commerce;
  let finance = '';
  let adminId = 0;
  let financeId = 0;
  /** A second finance user, and a third who turned finance's to-dos off. */
  let finance2 = 0;
  let serial = 0;

  beforeAll(async () => {
    t = new Commerce(h, await loginWithoutSecondFactor(h, 'admin', DEMO.admin));
    finance = await loginWithoutSecondFactor(h, 'finance', DEMO.finance);
    adminId = await userIdOf(h, 'admin');
    financeId = await userIdOf(h, 'finance');
    finance2 = await staffUser(h, 'notice-finance-2', 'finance');
    await staffUser(h, 'notice-finance-off', 'finance', [
      'withdrawal.approvalWaiting',
      'ledger.approvalWaiting',
      'invoice.requested',
    ]);
    const value = SECOND_APPROVAL_ABOVE;
    await h.database.db
      .insert(configValues)
      .values({ key: 'finance.withdrawalSecondApprovalAbove', value })
      .onConflictDoUpdate({ target: configValues.key, set: { value } });
  });

  /** A partner with ¥10,000 available (made in the database: partners' own rules are tested elsewhere). */
  async function partner(): Promise<{ id: number; name: string }> {
    serial += 1;
    const name = `通知合作方 ${serial}`;
    const [created] = await h.database.db
      .insert(partners)
      .values({ code: `NTP${serial}`, name, kind: 'company', status: 'active', commissionRateBp: 500 })
      .returning({ id: partners.id });
    if (!created) throw new Error('partner insert failed');
    const credit = { partnerId: created.id, kind: 'adjustment', availableDelta: 10_000_00 } as const;
    await h.database.db.transaction((tx) => appendLedger(tx, credit, h.now()));
    return { id: created.id, name };
  }

  describe('withdrawals', () => {
    const apply = async (partnerId: number, amount: number) =>
      data(await t.call('POST', '/behind/withdrawals', { partnerId, amount }));

    it('asks every other approver once, in both languages, and one approval closes it for all', async () => {
      const { id: partnerId, name } = await partner();
      const made = await apply(partnerId, 200_00);
      const asked = await todosOf(h, approvalTodoKey(made.id, 1));
      // The applicant (admin) is not asked, nor the user who turned the kind off.
      expect(recipientIds(asked)).toEqual([financeId, finance2]);
      expect(asked[0]).toMatchObject({
        type: 'todo',
        kind: 'withdrawal.approvalWaiting',
        link: `/finance/withdrawal/list?view=${made.id}`,
        senderId: adminId,
        read: false,
        closedAt: null,
        titleZh: `提现单 ${made.withdrawalNo} 待您审批`,
        titleEn: `Withdrawal ${made.withdrawalNo} waits for your approval`,
        contentZh: `${name}：¥200.00。第 1 次审批，共 1 次。`,
        contentEn: `${name}: ¥200.00. Approval 1 of 1.`,
      });
      data(await t.act('/behind/withdrawals', made.id, 'approve', {}, finance));
      await expectClosed(h, approvalTodoKey(made.id, 1));
    });

    it('asks for the second approval neither the applicant nor the first approver may give', async () => {
      const { id: partnerId } = await partner();
      const made = await apply(partnerId, 2000_00);
      expect((await todosOf(h, approvalTodoKey(made.id, 1)))[0]?.contentEn).toContain('Approval 1 of 2.');
      data(await t.act('/behind/withdrawals', made.id, 'approve', {}, finance));
      await expectClosed(h, approvalTodoKey(made.id, 1));
      const second = await todosOf(h, approvalTodoKey(made.id, 2));
      expect(recipientIds(second)).toEqual([finance2]);
      expect(second[0]).toMatchObject({ type: 'todo', senderId: financeId, closedAt: null });
      expect(second[0]?.contentEn).toContain('Approval 2 of 2.');
      // The applicant may give the second approval; it closes the to-do of the one asked.
      expect(data(await t.act('/behind/withdrawals', made.id, 'approve'))).toMatchObject({ status: 'approved' });
      await expectClosed(h, approvalTodoKey(made.id, 2));
    });

    it('closes the open step on rejection and on cancellation, and keeps it when an approval is refused', async () => {
      const { id: partnerId } = await partner();
      const rejected = await apply(partnerId, 2000_00);
      data(await t.act('/behind/withdrawals', rejected.id, 'approve', {}, finance));
      // The first approver cannot approve twice: refused, the second step's to-do stays open.
      expect((await t.act('/behind/withdrawals', rejected.id, 'approve', {}, finance)).status).toBe(409);
      expect((await todosOf(h, approvalTodoKey(rejected.id, 2)))[0]?.closedAt).toBeNull();
      data(await t.act('/behind/withdrawals', rejected.id, 'reject', { rejectReason: '资料不全' }, finance));
      await expectClosed(h, approvalTodoKey(rejected.id, 2));
      const cancelled = await apply(partnerId, 300_00);
      data(await t.act('/behind/withdrawals', cancelled.id, 'cancel'));
      await expectClosed(h, approvalTodoKey(cancelled.id, 1));
    });

    it('asks every approver, admin too, when the partner applies through its API (no staff applicant)', async () => {
      const { id: partnerId } = await partner();
      await reAuthenticated(h, t.token, DEMO.admin); // issuing a token: auth/re-auth.test.ts
      const token = data(await t.call('POST', `/behind/partners/${partnerId}/token`)).token;
      const applied = await h.call('POST', '/behind/public/partner/v1/withdrawals', {
        headers: { 'partner-token': token },
        json: { amount: 150_00 },
      });
      const made = data(applied);
      const asked = await todosOf(h, approvalTodoKey(made.id, 1));
      expect(recipientIds(asked)).toEqual([adminId, financeId, finance2].sort((a, b) => a - b));
      expect(asked[0]?.senderId).toBeNull();
    });
  });

  describe('ledger adjustments', () => {
    it('asks the other deciders, and approving or rejecting closes it for all', async () => {
      const { id: partnerId, name } = await partner();
      const ask = async (amount: number, reason: string) =>
        data(
          await h.call('POST', `/behind/partners/${partnerId}/adjustments`, {
            token: finance,
            json: { amount, reason },
          }),
        );
      const up = await ask(500_00, '补发佣金');
      const asked = await todosOf(h, adjustmentTodoKey(up.id));
      expect(recipientIds(asked)).toEqual([adminId, finance2].sort((a, b) => a - b));
      expect(asked[0]).toMatchObject({
        type: 'todo',
        kind: 'ledger.approvalWaiting',
        link: `/finance/partner?view=${partnerId}`,
        senderId: financeId,
        titleZh: `${name} 的台账调整待您审批`,
        titleEn: `A ledger adjustment for ${name} waits for your approval`,
        contentZh: '+¥500.00：补发佣金',
        contentEn: '+¥500.00: 补发佣金',
      });
      data(await t.call('POST', `/behind/partner-adjustments/${up.id}/approve`));
      await expectClosed(h, adjustmentTodoKey(up.id));

      const down = await ask(-120_50, '多计佣金冲回');
      expect((await todosOf(h, adjustmentTodoKey(down.id)))[0]?.contentEn).toBe('-¥120.50: 多计佣金冲回');
      data(await t.call('POST', `/behind/partner-adjustments/${down.id}/reject`));
      await expectClosed(h, adjustmentTodoKey(down.id));
    });
  });

  describe('invoice requests', () => {
    let warehouseId = 0;
    let customerId = 0;
    let speaker = 0;

    beforeAll(async () => {
      warehouseId = await t.warehouse('NTC-WH');
      customerId = await t.customer('通知音响工程');
      speaker = await t.product({ sku: 'NTC-SPK', salePrice: 11_300 });
      await t.stockTo(speaker, warehouseId, 100);
    });

    async function paidOrder() {
      const order = await t.approvedOrder({
        customerId,
        warehouseId,
        lines: [{ productId: speaker, qty: 2, unitPrice: 11_300 }],
      });
      await t.pay(customerId, order.id, order.total);
      return order;
    }
    const request = async (saleOrderId: number) =>
      data(
        await t.call('POST', '/behind/invoices', {
          saleOrderId,
          headerKind: 'personal',
          vatKind: 'normal',
          title: '王先生',
          language: 'zh-CN',
          lines: [],
        }),
      );
    const act = async (id: number, action: string, body: Record<string, unknown> = {}) => {
      const { version } = await t.get('/behind/invoices', id);
      return data(
        await h.call('POST', `/behind/invoices/${id}/${action}`, { token: finance, json: { version, ...body } }),
      );
    };

    it('asks whoever may issue it once (an edit asks nobody again), and issuing closes it for all', async () => {
      const order = await paidOrder();
      const made = await request(order.id);
      const asked = await todosOf(h, invoiceTodoKey(made.id));
      expect(recipientIds(asked)).toEqual([financeId, finance2]);
      expect(asked[0]).toMatchObject({
        type: 'todo',
        kind: 'invoice.requested',
        link: `/finance/invoice/list?view=${made.id}`,
        senderId: adminId,
        titleZh: `订单 ${order.orderNo} 申请开票`,
        titleEn: `An invoice is requested for order ${order.orderNo}`,
        contentZh: '王先生：¥226.00',
        contentEn: '王先生: ¥226.00',
      });
      const { version, saleOrderId, headerKind, vatKind, language } = made;
      data(
        await t.call('PUT', `/behind/invoices/${made.id}`, {
          ...{ version, saleOrderId, headerKind, vatKind, language },
          title: '王先生（个人）',
          lines: [],
        }),
      );
      expect(await todosOf(h, invoiceTodoKey(made.id))).toHaveLength(2);
      expect(await act(made.id, 'issue')).toMatchObject({ status: 'issued' });
      await expectClosed(h, invoiceTodoKey(made.id));
    });

    it('closes it for all when the request is refused', async () => {
      const made = await request((await paidOrder()).id);
      expect(await act(made.id, 'reject', { reason: '抬头有误' })).toMatchObject({ status: 'rejected' });
      await expectClosed(h, invoiceTodoKey(made.id));
    });
  });

  it('wrote nothing to the user who turned the kinds off', async () => {
    const off = await userIdOf(h, 'notice-finance-off');
    expect(await messagesWhere(h, eq(messages.userId, off))).toEqual([]);
  });
});
