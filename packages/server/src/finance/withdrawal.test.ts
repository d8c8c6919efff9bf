/**
 * Withdrawals: minimum and fee (round half up), daily and monthly caps on China calendar days, the second,
 * different approver above the configured amount, racing approvals and racing applications (exactly one wins,
 * balances stay the sums of the ledger), and what paying, rejecting and cancelling do to the balances.
 */
import { and, eq, gte } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { configValues, materials, partners, withdrawals } from '../db/schema';
import { SAMPLES, upload } from '../media/test-files';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { loginWithoutSecondFactor } from '../test/without-two-factor';
import { appendLedger, ledgerBalanceCheck } from './ledger';

const DAY_MS = 86_400_000;
const en = { 'arco-locale': 'en-US' };

/** Noon in China on the 10th of next month: every test's days stay inside one China month and clear of midnight. */
function chinaNoonOffset(): number {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 10, 4, 0, 0);
  return target - Date.now();
}

forEachDriver('withdrawals', (h: Harness) => {
  let t: Commerce;
  let finance = '';
  let serial = 0;

  beforeAll(async () => {
    h.offsetMs = chinaNoonOffset();
    t = new Commerce(h, await loginWithoutSecondFactor(h, 'admin', DEMO.admin));
    finance = await loginWithoutSecondFactor(h, 'finance', DEMO.finance);
    const settings = {
      'finance.withdrawalMinimum': 100_00,
      'finance.withdrawalFeePercent': 1,
      'finance.withdrawalDailyCap': 1000_00,
      'finance.withdrawalMonthlyCap': 1500_00,
      'finance.withdrawalSecondApprovalAbove': 500_00,
    };
    for (const [key, value] of Object.entries(settings)) {
      await h.database.db
        .insert(configValues)
        .values({ key, value })
        .onConflictDoUpdate({ target: configValues.key, set: { value } });
    }
  });

  /** A partner with `available` fen to withdraw. */
  async function partner(available: number): Promise<number> {
    serial += 1;
    const created = data(
      await t.call('POST', '/behind/partners', {
        code: `WDP${serial}`,
        name: `提现商 ${serial}`,
        kind: 'company',
        status: 'active',
        commissionRateBp: 500,
      }),
    );
    await h.database.db.transaction((tx) =>
      appendLedger(
        tx,
        { partnerId: created.id, kind: 'adjustment', availableDelta: available, reason: 'test' },
        h.now(),
      ),
    );
    return created.id;
  }

  async function balances(id: number) {
    const [row] = await h.database.db.select().from(partners).where(eq(partners.id, id));
    return { available: Number(row?.availableBalance), held: Number(row?.heldBalance) };
  }
  const countOf = async (partnerId: number) =>
    (await h.database.db.select().from(withdrawals).where(eq(withdrawals.partnerId, partnerId))).length;
  /** Moves the partner's applications of today `days` China days back (still within this month: see above). */
  const backdate = (partnerId: number, days: number) =>
    h.database.db
      .update(withdrawals)
      .set({ appliedAt: new Date(h.now().getTime() - days * DAY_MS) })
      .where(
        and(eq(withdrawals.partnerId, partnerId), gte(withdrawals.appliedAt, new Date(h.now().getTime() - DAY_MS / 2))),
      );
  const apply = (partnerId: number, amount: number, token = t.token) =>
    h.call('POST', '/behind/withdrawals', { token, json: { partnerId, amount }, headers: en });

  it('refuses an amount below the minimum (422, nothing written) and works out the fee rounding half up', async () => {
    const id = await partner(2000_00);
    const low = await apply(id, 99_99);
    expect(low.status).toBe(422);
    expect(low.body.message).toBe('The amount must be at least ¥100.00');
    expect(await countOf(id)).toBe(0);
    expect(await balances(id)).toEqual({ available: 2000_00, held: 0 });
    // 1 % of ¥150.50 is 150.5 fen: rounded half up to 151.
    const made = data(await apply(id, 150_50));
    expect(made).toMatchObject({ status: 'applied', channel: 'staff', amount: 150_50, fee: 151, netAmount: 148_99 });
    expect(made.withdrawalNo).toMatch(/^WD\d{10}$/);
    expect(made.appliedAt).toBeTruthy();
    expect(await balances(id)).toEqual({ available: 2000_00 - 150_50, held: 150_50 });
  });

  it("keeps today's applications within the daily cap, and the next China day starts afresh", async () => {
    const id = await partner(5000_00);
    data(await apply(id, 600_00));
    const over = await apply(id, 500_00);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain("today's withdrawal cap of ¥1000.00 (¥400.00 left)");
    expect(await countOf(id)).toBe(1);
    expect(await balances(id)).toEqual({ available: 4400_00, held: 600_00 });
    // Yesterday's application no longer counts against today's cap (sessions would expire if the clock moved).
    await backdate(id, 1);
    data(await apply(id, 500_00));
  });

  it("keeps the month's applications within the monthly cap across days", async () => {
    const id = await partner(5000_00);
    data(await apply(id, 900_00));
    await backdate(id, 2);
    data(await apply(id, 500_00));
    await backdate(id, 1);
    const over = await apply(id, 200_00);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain("this month's withdrawal cap of ¥1500.00 (¥100.00 left)");
    expect(await countOf(id)).toBe(2);
  });

  it('needs a second, different approver above the configured amount; one approval below it', async () => {
    const id = await partner(2000_00);
    const small = data(await apply(id, 200_00));
    expect(data(await t.act('/behind/withdrawals', small.id, 'approve'))).toMatchObject({
      status: 'approved',
      approvals: 1,
    });
    const big = data(await apply(id, 600_00));
    const first = data(await t.act('/behind/withdrawals', big.id, 'approve'));
    expect(first).toMatchObject({ status: 'applied', approvals: 1 });
    expect(first.approvedBy).toBeGreaterThan(0);
    const same = await t.act('/behind/withdrawals', big.id, 'approve');
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('第二次审批须由另一位财务人员完成');
    const second = data(await t.act('/behind/withdrawals', big.id, 'approve', {}, finance));
    expect(second).toMatchObject({ status: 'approved', approvals: 2 });
    expect(second.secondApprovedBy).not.toBe(first.approvedBy);
  });

  it('lets exactly one of two racing approvals move the withdrawal', async () => {
    const id = await partner(1000_00);
    const made = data(await apply(id, 300_00));
    const answers = await Promise.all([
      t.call('POST', `/behind/withdrawals/${made.id}/approve`, { version: made.version }),
      t.call('POST', `/behind/withdrawals/${made.id}/approve`, { version: made.version }, finance),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [row] = await h.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.id));
    expect(row).toMatchObject({ status: 'approved', approvals: 1, version: made.version + 1 });
  });

  it('refuses one of two racing applications that together would overdraw, keeping the books sound', async () => {
    // Within the daily cap together (2 × ¥500), beyond the balance (¥800).
    const id = await partner(800_00);
    const answers = await Promise.all([apply(id, 500_00), apply(id, 500_00)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.body.message).toBe('The available balance (¥300.00) is less than the amount');
    expect(await countOf(id)).toBe(1);
    expect(await balances(id)).toEqual({ available: 300_00, held: 500_00 });
    expect(await ledgerBalanceCheck(h.database.db)).toEqual([]);
  });

  it('pays out of held, and returns the hold to available on reject and on cancel', async () => {
    const id = await partner(1000_00);
    const paid = data(await apply(id, 300_00));
    const rejected = data(await apply(id, 200_00));
    const cancelled = data(await apply(id, 100_00));
    expect(await balances(id)).toEqual({ available: 400_00, held: 600_00 });
    data(await t.act('/behind/withdrawals', paid.id, 'approve'));
    const noReference = await t.act('/behind/withdrawals', paid.id, 'pay', {});
    expect(noReference.status).toBe(422);
    const done = data(await t.act('/behind/withdrawals', paid.id, 'pay', { bankReference: 'ICBC-0001' }));
    expect(done).toMatchObject({ status: 'paid', bankReference: 'ICBC-0001' });
    expect(done.paidAt).toBeTruthy();
    expect(await balances(id)).toEqual({ available: 400_00, held: 300_00 });
    const reason = data(await t.act('/behind/withdrawals', rejected.id, 'reject', { rejectReason: '账户信息有误' }));
    expect(reason).toMatchObject({ status: 'rejected', rejectReason: '账户信息有误' });
    expect(await balances(id)).toEqual({ available: 600_00, held: 100_00 });
    data(await t.act('/behind/withdrawals', cancelled.id, 'cancel'));
    expect(await balances(id)).toEqual({ available: 700_00, held: 0 });
    expect(await ledgerBalanceCheck(h.database.db)).toEqual([]);
    // A rejected one cannot be paid afterwards.
    expect((await t.act('/behind/withdrawals', rejected.id, 'pay', { bankReference: 'X' })).status).toBe(409);
  });

  /** A self-registered staff member, approved by the administrator: the viewer role. */
  async function registeredViewer(): Promise<string> {
    const username = `proof.viewer${process.pid % 1000}`;
    const password = 'Proof-Viewer#2026-long';
    const ip = '10.5.9.1';
    const json = { username, password, email: 'proof@example.com', nickname: '新人', reason: '看看' };
    expect((await h.call('POST', '/behind/account/register', { json, ip })).body.code).toBe(1);
    const requests = data(await t.call('GET', '/behind/account/requests?kind=register'));
    const request = requests.find((row: { username: string }) => row.username === username);
    data(await t.call('POST', `/behind/account/requests/${request.id}/approve`, {}));
    return h.login(username, password, { ip });
  }

  it('makes a payment proof readable by finance only: a self-registered viewer gets 404 for its file', async () => {
    const id = await partner(1000_00);
    const made = data(await apply(id, 200_00));
    data(await t.act('/behind/withdrawals', made.id, 'approve'));
    const uploaded = await upload(h, t.token, SAMPLES.png('proof'), 'bank-slip.png');
    const proof = uploaded.body.data.material.id as number;
    data(await t.act('/behind/withdrawals', made.id, 'pay', { bankReference: 'ICBC-PROOF', proofMaterialId: proof }));
    const [row] = await h.database.db
      .select({ visibility: materials.visibility, readPermission: materials.readPermission })
      .from(materials)
      .where(eq(materials.id, proof));
    expect(row).toEqual({ visibility: 'restricted', readPermission: 'finance:read' });
    const viewer = await registeredViewer();
    for (const path of [`/behind/files/${proof}`, `/behind/files/${proof}/thumb`]) {
      expect((await h.call('GET', path, { token: viewer })).status, path).toBe(404);
      expect((await h.call('GET', path, { token: finance })).status, path).toBe(200);
    }
  });

  it('sums the list header and exports the approved ones for the bank (finance:write)', async () => {
    const id = await partner(1000_00);
    await h.database.db
      .update(partners)
      .set({ bankName: '工商银行', accountHolder: '王磊', bankAccount: '6222020000001234' })
      .where(eq(partners.id, id));
    const made = data(await apply(id, 250_00));
    data(await t.act('/behind/withdrawals', made.id, 'approve'));
    const summary = data(await t.call('GET', '/behind/withdrawals/summary'));
    expect(summary.approved.count).toBeGreaterThanOrEqual(1);
    expect(summary.available).toBeGreaterThanOrEqual(750_00);
    const csv = await h.call('GET', '/behind/withdrawals/bank-export', { token: t.token, headers: en });
    expect(csv.status).toBe(200);
    const line = String(csv.body)
      .split('\r\n')
      .find((row) => row.startsWith(made.withdrawalNo));
    expect(line).toBe(`${made.withdrawalNo},WDP${serial},提现商 ${serial},王磊,工商银行,6222020000001234,247.50`);
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', '/behind/withdrawals/bank-export', { token: viewer })).status).toBe(403);
  });

  it('tells finance staff the rules without the configuration (finance:read), and no one else', async () => {
    expect((await h.call('GET', '/behind/config/finance', { token: finance })).status).toBe(403);
    const rules = await h.call('GET', '/behind/withdrawals/rules', { token: finance });
    expect(data(rules)).toEqual({
      minimum: 100_00,
      dailyCap: 1000_00,
      monthlyCap: 1500_00,
      feePercent: 1,
      secondApprovalAbove: 500_00,
    });
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', '/behind/withdrawals/rules', { token: viewer })).status).toBe(403);
  });
});
