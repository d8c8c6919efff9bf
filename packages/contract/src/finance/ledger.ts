/**
 * A partner's commission ledger: every change of a balance is one append-only row, and a balance is the sum of its
 * rows (the server checks it for every partner). A row moves money between three buckets — frozen (earned, within
 * the refund window), available (may be withdrawn) and held (asked for by a pending withdrawal) — or in or out of
 * them. What each kind does to the buckets is said here once.
 */
export const LEDGER_KINDS = [
  /** An order the partner is linked to completed: its commission, frozen. */
  'accrue',
  /** The refund window passed: frozen → available. */
  'unfreeze',
  /** A withdrawal applied: available → held. */
  'withdrawHold',
  /** A withdrawal paid: out of held. */
  'withdrawPaid',
  /** A withdrawal rejected or cancelled: held → available. */
  'withdrawReturned',
  /** A refund on the order: the commission it touches taken back (from frozen first, then available). */
  'reversal',
  /** By hand, with a reason and a second approver: in or out of available. */
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_BUCKETS = ['frozen', 'available', 'held'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

/** A ledger row as the API answers it (amounts in fen; deltas signed). */
export interface LedgerRow {
  id: number;
  partnerId: number;
  kind: LedgerKind;
  frozenDelta: number;
  availableDelta: number;
  heldDelta: number;
  saleOrderId: number | null;
  saleOrderNo: string | null;
  refundId: number | null;
  refundNo: string | null;
  withdrawalId: number | null;
  withdrawalNo: string | null;
  reason: string;
  createdAt: string;
  createdBy: number | null;
  approvedBy: number | null;
}

/** The balances a partner's rows sum to. */
export function balancesOf(rows: readonly Pick<LedgerRow, 'frozenDelta' | 'availableDelta' | 'heldDelta'>[]) {
  return rows.reduce(
    (sum, row) => ({
      frozen: sum.frozen + row.frozenDelta,
      available: sum.available + row.availableDelta,
      held: sum.held + row.heldDelta,
    }),
    { frozen: 0, available: 0, held: 0 },
  );
}
