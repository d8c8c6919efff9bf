/**
 * The partners' API: a token issued once (only its hash kept) reaches its own partner's balance, ledger and
 * withdrawals and applies through channel 'api'; another partner's token sees only that partner; a revoked,
 * forged or staff token is 401.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { hashApiToken } from '../auth/api-token';
import { reAuthenticated } from '../auth/re-auth-fixtures';
import { partnerTokens } from '../db/schema';
import { Commerce, data } from '../test/commerce';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { loginWithoutSecondFactor } from '../test/without-two-factor';
import { appendLedger } from './ledger';

const API = '/behind/public/partner/v1';
const en = { 'arco-locale': 'en-US' };

forEachDriver('partner API', (h: Harness) => {
  let t: Commerce;
  let a = 0;
  let b = 0;
  let tokenA = '';
  let tokenB = '';
  const asPartner = (method: string, path: string, token: string, json?: unknown) =>
    h.call(method, `${API}${path}`, { headers: { ...en, 'partner-token': token }, ...(json ? { json } : {}) });

  async function partner(code: string, available: number) {
    const created = data(
      await t.call('POST', '/behind/partners', {
        code,
        name: code,
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
    return created.id as number;
  }

  beforeAll(async () => {
    // Issuing a token needs a recent re-authentication (auth/re-auth.test.ts).
    t = new Commerce(h, await reAuthenticated(h, await loginWithoutSecondFactor(h, 'admin', DEMO.admin), DEMO.admin));
    a = await partner('APIA', 5000_00);
    b = await partner('APIB', 800_00);
    tokenA = data(await t.call('POST', `/behind/partners/${a}/token`)).token;
    tokenB = data(await t.call('POST', `/behind/partners/${b}/token`)).token;
  });

  it('issues a token once, keeping only its hash', async () => {
    expect(tokenA).toMatch(/^sbk_[A-Za-z0-9_-]{43}$/);
    const rows = await h.database.db.select().from(partnerTokens).where(eq(partnerTokens.partnerId, a));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashApiToken(tokenA)]);
  });

  it("answers the token's own partner only, and applies through channel 'api'", async () => {
    const balance = data(await asPartner('GET', '/balance', tokenA));
    expect(balance).toMatchObject({ partnerId: a, code: 'APIA', available: 5000_00, held: 0 });
    expect(data(await asPartner('GET', '/balance', tokenB))).toMatchObject({ partnerId: b, available: 800_00 });
    const applied = data(await asPartner('POST', '/withdrawals', tokenA, { amount: 300_00 }));
    expect(applied).toMatchObject({ status: 'applied', channel: 'api', amount: 300_00 });
    const belowMinimum = await asPartner('POST', '/withdrawals', tokenA, { amount: 1 });
    expect(belowMinimum.status).toBe(422);
    expect(data(await asPartner('GET', '/balance', tokenA))).toMatchObject({ available: 4700_00, held: 300_00 });
    const mine = data(await asPartner('GET', '/withdrawals', tokenA));
    expect(mine.map((row: { id: number }) => row.id)).toEqual([applied.id]);
    expect(data(await asPartner('GET', '/withdrawals', tokenB))).toEqual([]);
    const ledger = data(await asPartner('GET', '/ledger?page=1&pageSize=1', tokenA));
    expect(ledger).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(ledger.rows[0]).toMatchObject({ kind: 'withdrawHold', partnerId: a, withdrawalId: applied.id });
    const ledgerB = data(await asPartner('GET', '/ledger', tokenB));
    expect(ledgerB.rows.every((row: { partnerId: number }) => row.partnerId === b)).toBe(true);
  });

  it('refuses a revoked, a forged and a staff token with 401', async () => {
    expect(data(await t.call('DELETE', `/behind/partners/${b}/token`))).toMatchObject({ revoked: 1 });
    for (const token of [tokenB, `sbk_${'A'.repeat(43)}`, t.token, '']) {
      const answer = await asPartner('GET', '/balance', token);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(400005);
    }
    const staffOnly = await h.call('GET', `${API}/balance`, { token: t.token });
    expect(staffOnly.status).toBe(401);
    // The other partner's token still works.
    expect((await asPartner('GET', '/balance', tokenA)).status).toBe(200);
  });
});
