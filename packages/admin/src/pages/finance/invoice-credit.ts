/**
 * What a credit note may still take back of an issued invoice, line by line: the detail's `credit` (contract
 * finance/invoice-api.ts, InvoiceCredit) says what is left of each line; a line it does not name has all of its
 * quantity left. The dialog never offers more; the server checks again.
 */
import type { InvoiceCredit } from '@soundboard/contract';
import type { CreditLine } from '../../api/finance-invoices';
import type { ResourceRecord } from '../../resource/api';

export interface CreditableLine {
  lineId: number;
  description: string;
  /** As issued. */
  quantity: number;
  /** What is left to credit (0 when a credit note took it all). */
  left: number;
}

export function creditableLines(original: ResourceRecord): CreditableLine[] {
  const credit = original.credit as InvoiceCredit | undefined;
  const remaining = new Map((credit?.lines ?? []).map((line) => [line.lineId, line.remainingQuantity]));
  return (original.lines ?? []).map((line) => {
    const lineId = Number(line.id);
    const quantity = Number(line.quantity ?? 0);
    return {
      lineId,
      description: String(line.description ?? ''),
      quantity,
      left: Math.max(0, Math.min(quantity, remaining.get(lineId) ?? quantity)),
    };
  });
}

/** Chosen quantities as the request's lines: only those above 0, each at most what is left (whole units). */
export function chosenCreditLines(lines: readonly CreditableLine[], chosen: Record<number, number>): CreditLine[] {
  return lines.flatMap((line) => {
    const wanted = Math.trunc(chosen[line.lineId] ?? 0);
    const quantity = Math.min(Math.max(wanted, 0), line.left);
    return quantity > 0 ? [{ lineId: line.lineId, quantity }] : [];
  });
}

/** Whether anything is left to credit at all (the action is offered only then). */
export const anythingLeft = (lines: readonly CreditableLine[]) => lines.some((line) => line.left > 0);
