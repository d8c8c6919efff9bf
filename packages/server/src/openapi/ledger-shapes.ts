/** A row of a partner's ledger as the partners' API and the finance screens answer it. */
import { LEDGER_KINDS, type LedgerRow } from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, shape } from './output-shapes';

export const ledgerRow = shape<LedgerRow>()({
  id: v.number(),
  partnerId: v.number(),
  kind: v.picklist(LEDGER_KINDS),
  frozenDelta: v.number(),
  availableDelta: v.number(),
  heldDelta: v.number(),
  saleOrderId: nullableNumber,
  saleOrderNo: nullableString,
  refundId: nullableNumber,
  refundNo: nullableString,
  withdrawalId: nullableNumber,
  withdrawalNo: nullableString,
  reason: v.string(),
  createdAt: v.string(),
  createdBy: nullableNumber,
  approvedBy: nullableNumber,
});
