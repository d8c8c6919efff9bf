/**
 * The demo's withdrawals, one in every state (and one awaiting its second approval), with the ledger rows each
 * state leaves: the hold at application, then paid out or returned. Fee 0 % (the configuration's default).
 */
import { businessDay, type WithdrawalStatus } from '@soundboard/contract';
import type { Book } from './finance-book';

export interface DemoWithdrawal {
  partner: number;
  amount: number;
  status: WithdrawalStatus;
  appliedAt: Date;
  /** When it was approved, paid, rejected or cancelled. */
  decidedAt: Date | null;
  paidAt: Date | null;
  approvals: number;
  approvedBy: number | null;
  bankReference: string;
  rejectReason: string;
  note: string;
}

/** `day(n, hour)`: n China days before `now`, at that China hour. */
export type DayAt = (daysAgo: number, hour: number) => Date;

export function buildWithdrawals(book: Book, day: DayAt, staff: { finance: number; admin: number }): DemoWithdrawal[] {
  const base = {
    decidedAt: null,
    paidAt: null,
    approvals: 0,
    approvedBy: null,
    bankReference: '',
    rejectReason: '',
    note: '',
  };
  const list: DemoWithdrawal[] = [
    {
      ...base,
      partner: 0,
      amount: 3_000_00,
      status: 'paid',
      appliedAt: day(30, 10),
      decidedAt: day(29, 11),
      paidAt: day(28, 15),
      approvals: 1,
      approvedBy: staff.finance,
      bankReference: `CMB${businessDay(day(28, 15)).replaceAll('-', '')}0731`,
    },
    {
      ...base,
      partner: 1,
      amount: 500_00,
      status: 'rejected',
      appliedAt: day(20, 9),
      decidedAt: day(19, 14),
      rejectReason: '收款户名与合作方名称不一致，请更新银行信息后重新申请',
    },
    { ...base, partner: 2, amount: 600_00, status: 'cancelled', appliedAt: day(15, 10), decidedAt: day(15, 16) },
    {
      ...base,
      partner: 1,
      amount: 800_00,
      status: 'approved',
      appliedAt: day(6, 10),
      decidedAt: day(5, 11),
      approvals: 1,
      approvedBy: staff.finance,
    },
    // Above the second-approval amount (10,000.00 by default): one approval so far, waiting for another user.
    {
      ...base,
      partner: 0,
      amount: 12_000_00,
      status: 'applied',
      appliedAt: day(3, 10),
      approvals: 1,
      approvedBy: staff.finance,
      note: '年底结算',
    },
    { ...base, partner: 2, amount: 500_00, status: 'applied', appliedAt: day(1, 17) },
  ];
  for (const [index, item] of list.entries()) {
    const move = { withdrawal: index, createdBy: staff.finance };
    book.add(item.partner, 'withdrawHold', item.appliedAt, {
      ...move,
      availableDelta: -item.amount,
      heldDelta: item.amount,
    });
    if (item.status === 'paid' && item.paidAt)
      book.add(item.partner, 'withdrawPaid', item.paidAt, { ...move, heldDelta: -item.amount });
    if ((item.status === 'rejected' || item.status === 'cancelled') && item.decidedAt)
      book.add(item.partner, 'withdrawReturned', item.decidedAt, {
        ...move,
        heldDelta: -item.amount,
        availableDelta: item.amount,
        reason: item.rejectReason,
      });
  }
  return list;
}
