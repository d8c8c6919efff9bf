/**
 * The demo's finance data: four partners with bank accounts, their orders' commission ledger sound (every partner's
 * stored balances the sums of its rows, no bucket ever below zero on the way), withdrawals in every state with the
 * ledger rows each state leaves, invoices in every state with a credit note, numbered from the counters.
 */
import { CONFIG_GROUPS, WITHDRAWAL_STATUSES } from '@soundboard/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerBalanceCheck } from '../../finance/ledger';
import { SEED_NOW } from '../../test/global-setup';
import { forEachDriver } from '../../test/harness';

forEachDriver('demo finance data', (h) => {
  const rows = async <T = Record<string, unknown>>(query: SQL) =>
    ((await h.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('has two companies and two persons with bank accounts, one suspended', async () => {
    const partners = await rows<{ kind: string; status: string; bank: boolean }>(
      sql`SELECT kind, status, (bank_name <> '' AND bank_account <> '' AND account_holder <> '') AS bank FROM partners ORDER BY code`,
    );
    expect(partners.map((row) => row.kind).sort()).toEqual(['company', 'company', 'person', 'person']);
    expect(partners.filter((row) => row.status === 'suspended')).toHaveLength(1);
    expect(partners.every((row) => row.bank)).toBe(true);
  });

  it('keeps every balance the sum of its ledger rows, never below zero, commission as the rate says', async () => {
    const mismatches = await rows(sql`
      SELECT p.id FROM partners p LEFT JOIN (
        SELECT partner_id, sum(frozen_delta) AS f, sum(available_delta) AS a, sum(held_delta) AS h,
          sum(CASE WHEN kind = 'accrue' THEN frozen_delta ELSE 0 END) AS e
        FROM partner_ledger GROUP BY partner_id) l ON l.partner_id = p.id
      WHERE p.frozen_balance <> coalesce(l.f, 0) OR p.available_balance <> coalesce(l.a, 0)
        OR p.held_balance <> coalesce(l.h, 0) OR p.total_earned <> coalesce(l.e, 0)`);
    expect(mismatches).toEqual([]);
    expect(await ledgerBalanceCheck(h.database.db)).toEqual([]);
    const negative = await rows(sql`
      SELECT * FROM (SELECT partner_id,
        sum(frozen_delta) OVER w AS f, sum(available_delta) OVER w AS a, sum(held_delta) OVER w AS h
        FROM partner_ledger WINDOW w AS (PARTITION BY partner_id ORDER BY created_at, id)) s
      WHERE f < 0 OR a < 0 OR h < 0`);
    expect(negative).toEqual([]);
    const wrong = await rows(sql`
      SELECT l.id FROM partner_ledger l JOIN sale_orders o ON o.id = l.sale_order_id JOIN partners p ON p.id = l.partner_id
      WHERE l.kind = 'accrue' AND (o.partner_id <> p.id OR o.status <> 'completed'
        OR l.frozen_delta <> floor((o.total * p.commission_rate_bp + 5000) / 10000))`);
    expect(wrong).toEqual([]);
    const [counts] = await rows<{ accrued: number; unfrozen: number; frozen: number; linked: number }>(sql`
      SELECT count(*) FILTER (WHERE kind = 'accrue')::int AS accrued, count(*) FILTER (WHERE kind = 'unfreeze')::int AS unfrozen,
        count(*) FILTER (WHERE kind = 'accrue' AND unfreeze_at > ${SEED_NOW.toISOString()}::timestamptz)::int AS frozen,
        (SELECT count(*)::int FROM sale_orders WHERE partner_id IS NOT NULL) AS linked
      FROM partner_ledger`);
    // Some commission still frozen (recent orders), the rest unfrozen once each; every linked order accrued once.
    expect(counts?.frozen).toBeGreaterThan(0);
    expect((counts?.unfrozen ?? 0) + (counts?.frozen ?? 0)).toBe(counts?.accrued);
    expect(counts?.linked).toBe(counts?.accrued);
    // What is still frozen has its unfreeze job waiting, as a live accrual would.
    const waiting = await rows(sql`
      SELECT l.id FROM partner_ledger l WHERE l.kind = 'accrue'
        AND NOT EXISTS (SELECT 1 FROM partner_ledger u WHERE u.kind = 'unfreeze' AND u.sale_order_id = l.sale_order_id)
        AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.key = 'ledger.unfreeze:' || l.id AND j.done_at IS NULL
          AND j.run_at = l.unfreeze_at)`);
    expect(waiting).toEqual([]);
  });

  it('has withdrawals in every state, each leaving its ledger rows', async () => {
    const list = await rows<{
      status: string;
      amount: number | string;
      approvals: number;
      bank_reference: string;
      reject_reason: string;
      kinds: string;
    }>(sql`
      SELECT w.status, w.amount, w.approvals, w.bank_reference, w.reject_reason,
        (SELECT string_agg(kind, ',' ORDER BY id) FROM partner_ledger l WHERE l.withdrawal_id = w.id) AS kinds
      FROM withdrawals w ORDER BY w.id`);
    expect([...new Set(list.map((row) => row.status))].sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
    const above = CONFIG_GROUPS.finance.withdrawalSecondApprovalAbove.default;
    expect(
      list.some((row) => row.status === 'applied' && row.approvals === 1 && Number(row.amount) > Number(above)),
    ).toBe(true);
    for (const row of list) {
      const kinds = {
        paid: 'withdrawHold,withdrawPaid',
        rejected: 'withdrawHold,withdrawReturned',
        cancelled: 'withdrawHold,withdrawReturned',
      }[row.status];
      expect(row.kinds, row.status).toBe(kinds ?? 'withdrawHold');
    }
    expect(list.find((row) => row.status === 'paid')?.bank_reference).not.toBe('');
    expect(list.find((row) => row.status === 'rejected')?.reject_reason).not.toBe('');
    const [last] = await rows<{ last: number; n: number }>(
      sql`SELECT last, (SELECT count(*)::int FROM withdrawals) AS n FROM document_counters WHERE scope = ${`withdrawal:${SEED_NOW.toISOString().slice(0, 4)}`}`,
    );
    expect(last?.last).toBe(last?.n);
  });

  it('has invoices in every state and a credit note, lines and totals agreeing, numbered from the counters', async () => {
    const list = await rows<{
      id: number;
      invoice_no: string;
      document_kind: string;
      status: string;
      original_id: number | null;
      gross_total: number | string;
      net_total: number | string;
      tax_total: number | string;
      lines_gross: number | string | null;
      lines_net: number | string | null;
      lines_tax: number | string | null;
    }>(sql`
      SELECT i.*, (SELECT sum(gross_amount) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines_gross,
        (SELECT sum(net_amount) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines_net,
        (SELECT sum(tax_amount) FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines_tax
      FROM invoices i ORDER BY i.id`);
    expect([...new Set(list.map((row) => row.status))].sort()).toEqual(['issued', 'rejected', 'requested', 'reversed']);
    const credit = list.find((row) => row.document_kind === 'creditNote');
    const original = list.find((row) => row.id === credit?.original_id);
    expect(original?.status).toBe('reversed');
    expect(Number(credit?.gross_total)).toBe(-Number(original?.gross_total));
    for (const row of list.filter((item) => item.invoice_no !== '')) {
      expect(Number(row.lines_gross)).toBe(Number(row.gross_total));
      expect(Number(row.lines_net)).toBe(Number(row.net_total));
      expect(Number(row.lines_tax)).toBe(Number(row.tax_total));
    }
    const counters = await rows<{ scope: string; last: number }>(sql`SELECT scope, last FROM document_counters`);
    const year = SEED_NOW.toISOString().slice(0, 4);
    const numbers = list.map((row) => row.invoice_no).filter((no) => no !== '');
    expect(numbers.sort()).toEqual([`FP${year}-000001`, `FP${year}-000002`, `HC${year}-000001`]);
    expect(Object.fromEntries(counters.map((row) => [row.scope, row.last]))).toMatchObject({
      [`invoice:${year}`]: 2,
      [`creditNote:${year}`]: 1,
    });
    const broken = await rows(sql`SELECT id FROM invoice_lines WHERE gross_amount <> net_amount + tax_amount`);
    expect(broken).toEqual([]);
  });
});
