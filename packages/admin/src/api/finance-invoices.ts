/**
 * The invoice actions beyond the framework's list, detail, create and update (contract resources/defs/invoice.ts):
 * issue a requested invoice, reject it with a reason, reverse an issued one by a credit note (the whole when no
 * lines are given, otherwise these quantities of its lines). Refusals arrive as the server's translated message.
 */
import { invoice } from '@soundboard/contract';
import type { ResourceRecord } from '../resource/api';
import { request } from './http';

/** A line of the original and how many of it the credit note takes back (positive; the server negates). */
export interface CreditLine {
  lineId: number;
  quantity: number;
}

/** Each action names the version it saw (contract finance/invoice-api.ts): a changed invoice is a conflict. */
type Seen = { id: number; version: number };

const action = (record: Seen, name: string, data: Record<string, unknown> = {}) =>
  request<ResourceRecord>({
    method: 'POST',
    url: `${invoice.path}/${record.id}/${name}`,
    data: { version: record.version, ...data },
  });

export const invoiceActionsApi = {
  issue: (record: Seen) => action(record, 'issue'),
  reject: (record: Seen, reason: string) => action(record, 'reject', { reason }),
  /** Answers the credit note issued. */
  creditNote: (record: Seen, lines?: CreditLine[]) => action(record, 'credit-note', lines ? { lines } : {}),
};
