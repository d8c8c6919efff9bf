/**
 * The demo's commission ledger, told in memory the way the server's ledger (finance/ledger.ts) would have written it:
 * every move one row, each partner's balances the sums of its rows, no bucket ever below zero (the book throws, so a
 * demo that would overdraw fails the seed instead of shipping unsound data).
 */
import { balancesOf, type LedgerKind } from '@soundboard/contract';

export interface BookRow {
  /** The partner's place in the demo's list (ids are known only once inserted). */
  partner: number;
  kind: LedgerKind;
  frozenDelta: number;
  availableDelta: number;
  heldDelta: number;
  saleOrderId: number | null;
  /** The withdrawal's place in the demo's list. */
  withdrawal: number | null;
  unfreezeAt: Date | null;
  reason: string;
  createdAt: Date;
  createdBy: number | null;
  approvedBy: number | null;
}

export type BookMove = Partial<Omit<BookRow, 'partner' | 'kind' | 'createdAt'>>;

/** Commission of an order: total × rate in basis points, rounded half up, in fen. */
export const commissionOf = (total: number, rateBp: number): number => Math.floor((total * rateBp + 5_000) / 10_000);

export class Book {
  readonly rows: BookRow[] = [];

  add(partner: number, kind: LedgerKind, createdAt: Date, move: BookMove): void {
    this.rows.push({
      partner,
      kind,
      frozenDelta: 0,
      availableDelta: 0,
      heldDelta: 0,
      saleOrderId: null,
      withdrawal: null,
      unfreezeAt: null,
      reason: '',
      createdBy: null,
      approvedBy: null,
      ...move,
      createdAt,
    });
  }

  /** The rows in the order they happened (ties keep the order they were told in). */
  inOrder(): BookRow[] {
    return this.rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.index - b.index)
      .map(({ row }) => row);
  }

  /** A partner's balances after each of its rows in time order; throws when a bucket would go below zero. */
  balances(partner: number) {
    const mine = this.inOrder().filter((row) => row.partner === partner);
    for (let end = 1; end <= mine.length; end += 1) {
      const sums = balancesOf(mine.slice(0, end));
      if (sums.frozen < 0 || sums.available < 0 || sums.held < 0)
        throw new Error(`demo ledger of partner #${partner} goes below zero at row ${end}`);
    }
    const sums = balancesOf(mine);
    const earned = mine.filter((row) => row.kind === 'accrue').reduce((sum, row) => sum + row.frozenDelta, 0);
    return { ...sums, earned };
  }
}
