/**
 * Answer shapes of hand-written routes: partners' ledgers, adjustments, withdrawals and API tokens. See ./hand-outputs.ts for the rules; keyed
 * `METHOD path` exactly as the router lists them.
 */
import {
  ADJUSTMENT_STATUSES,
  ADJUSTMENTS_PATH,
  API_BASE,
  DOCUMENT_LANGUAGES,
  type IssuedPartnerToken,
  type LedgerPage,
  type PartnerAdjustmentRow,
  partnerTokenPath,
  WITHDRAWAL_RULES_PATH,
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_SUMMARY_PATH,
  type WithdrawalPrintData,
  type WithdrawalRules,
  type WithdrawalSummary,
} from '@soundboard/contract';
import * as v from 'valibot';
import { ledgerRow } from './ledger-shapes';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';
import { printCompany } from './print-shapes';

const B = API_BASE;

const countSum = v.object({ count: v.number(), amount: v.number() });
const adjustmentRow = shape<PartnerAdjustmentRow>()({
  id: v.number(),
  partnerId: v.number(),
  amount: v.number(),
  reason: v.string(),
  status: v.picklist(ADJUSTMENT_STATUSES),
  requestedAt: v.string(),
  requestedBy: nullableNumber,
  decidedAt: nullableString,
  decidedBy: nullableNumber,
  ledgerId: v.optional(v.number()),
});

/** Partners' ledgers, adjustments, withdrawals and API tokens. */
export const PARTNER_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}/partners/:id{[0-9]+}/ledger`]: shape<LedgerPage>()({
    list: v.array(ledgerRow),
    total: v.number(),
    page: v.number(),
    pageSize: v.number(),
  }),
  [`POST ${B}/partners/:id{[0-9]+}/adjustments`]: adjustmentRow,
  [`GET ${B}${ADJUSTMENTS_PATH}`]: v.object({ list: v.array(adjustmentRow) }),
  [`POST ${B}${ADJUSTMENTS_PATH}/:id{[0-9]+}/approve`]: adjustmentRow,
  [`POST ${B}${ADJUSTMENTS_PATH}/:id{[0-9]+}/reject`]: adjustmentRow,
  [`GET ${B}${WITHDRAWAL_SUMMARY_PATH}`]: shape<WithdrawalSummary>()({
    pending: countSum,
    approved: countSum,
    paidThisMonth: countSum,
    available: v.number(),
  }),
  [`GET ${B}${WITHDRAWAL_RULES_PATH}`]: shape<WithdrawalRules>()({
    minimum: v.number(),
    dailyCap: v.number(),
    monthlyCap: v.number(),
    feePercent: v.number(),
    secondApprovalAbove: v.number(),
  }),
  [`POST ${B}${partnerTokenPath(':id')}`]: shape<IssuedPartnerToken>()({
    partnerId: v.number(),
    token: v.string(),
    issuedAt: v.string(),
  }),
  [`DELETE ${B}${partnerTokenPath(':id')}`]: v.object({ partnerId: v.number(), revoked: v.number() }),
  [`GET ${B}/withdrawals/:id{[0-9]+}/print`]: shape<WithdrawalPrintData>()({
    id: v.number(),
    language: v.picklist(DOCUMENT_LANGUAGES),
    withdrawalNo: v.string(),
    status: v.picklist(WITHDRAWAL_STATUSES),
    partner: v.object({
      code: v.string(),
      name: v.string(),
      accountHolder: v.string(),
      bankName: v.string(),
      bankAccount: v.string(),
    }),
    amount: v.number(),
    fee: v.number(),
    netAmount: v.number(),
    netAmountInWords: nullableString,
    approvals: v.number(),
    approvedBy: nullableString,
    secondApprovedBy: nullableString,
    bankReference: v.string(),
    appliedAt: nullableString,
    paidAt: nullableString,
    company: printCompany,
    pdfArchived: v.boolean(),
    pdfReady: v.boolean(),
  }),
};
