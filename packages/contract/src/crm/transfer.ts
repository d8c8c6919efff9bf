/**
 * A manager hands a customer to another salesperson (POST /behind/customers/:id/transfer, crm/pool.ts
 * TransferInput): the customer's version guards against a stale screen; the note is kept in the owner history.
 */
import type { Fields } from '../resources/define';
import { inputSchema } from '../resources/schemas';

export const TRANSFER_FIELDS = {
  ownerId: { type: 'reference', ref: 'user', required: true },
  version: { type: 'integer', required: true, min: 1 },
  note: { type: 'text', max: 500 },
} as const satisfies Fields;

export const transferSchema = inputSchema(TRANSFER_FIELDS);
