/**
 * Answer shapes of the customer and company routes written by hand (owners and transfers, the pool, follow-ups
 * and the timeline, a company's orders, the imports); see ./hand-outputs.ts for the rules.
 */
import {
  API_BASE,
  type ClaimAllowance,
  type CompanyOrder,
  customer,
  type DocumentEntry,
  type FollowUpEntry,
  type ImportPreview,
  type ImportResult,
  OWNER_CHANGE_REASONS,
  type OwnerChange,
  type PoolWarning,
  type TimelineAnswer,
  type TodayFollowUp,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';
import { recordSchema } from './resource-output';

const B = API_BASE;

const followUpEntry = shape<FollowUpEntry>()({
  kind: v.literal('followUp'),
  id: v.number(),
  at: v.string(),
  type: v.string(),
  content: v.string(),
  contactId: nullableNumber,
  contactName: nullableString,
  attachments: v.array(v.object({ id: v.number(), name: v.string(), url: v.string(), mime: v.string() })),
  nextAt: nullableString,
  authorId: nullableNumber,
  authorName: nullableString,
});

const documentEntry = shape<DocumentEntry>()({
  kind: v.picklist(['saleOrder', 'receipt', 'delivery', 'refund']),
  id: v.number(),
  at: v.string(),
  number: v.string(),
  status: v.string(),
  amount: nullableNumber,
});

/** pool-routes.ts changeOwner: the customer's new owner and version. */
const ownerChanged = v.object({ id: v.number(), version: v.number(), ownerId: nullableNumber });

const importPreview = shape<ImportPreview>()({
  columns: v.array(v.string()),
  rows: v.array(v.array(v.string())),
  totalRows: v.number(),
  mapping: v.record(v.string(), v.number()),
  fields: v.array(v.object({ name: v.string(), required: v.boolean() })),
});

const importResult = shape<ImportResult>()({
  applied: v.boolean(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  failed: v.number(),
  errors: v.array(v.object({ row: v.number(), messages: v.array(v.string()) })),
  errorCsv: v.string(),
});

export const CRM_OUTPUTS: Record<string, Schema> = {
  [`POST ${B}/companies/import/preview`]: importPreview,
  [`POST ${B}/companies/import`]: importResult,
  [`POST ${B}/customers/import/preview`]: importPreview,
  [`POST ${B}/customers/import`]: importResult,
  [`GET ${B}/companies/:id{[0-9]+}/orders`]: v.array(
    shape<CompanyOrder>()({
      id: v.number(),
      orderNo: v.string(),
      orderDate: v.string(),
      status: v.string(),
      total: v.number(),
      customerId: v.number(),
      customerCode: v.string(),
      customerName: v.string(),
    }),
  ),
  [`POST ${B}/customers/:id{[0-9]+}/transfer`]: recordSchema(customer, 'detail'),
  [`GET ${B}/customers/:id{[0-9]+}/owners`]: v.array(
    shape<OwnerChange>()({
      id: v.number(),
      at: v.string(),
      reason: v.picklist(OWNER_CHANGE_REASONS),
      fromId: nullableNumber,
      fromName: nullableString,
      toId: nullableNumber,
      toName: nullableString,
      actorId: nullableNumber,
      actorName: nullableString,
      note: v.string(),
    }),
  ),
  [`POST ${B}/customers/:id{[0-9]+}/follow-ups`]: followUpEntry,
  [`GET ${B}/customers/:id{[0-9]+}/timeline`]: shape<TimelineAnswer>()({
    entries: v.array(v.variant('kind', [followUpEntry, documentEntry])),
    contacts: v.array(v.object({ id: v.number(), name: v.string(), title: v.string(), primary: v.boolean() })),
  }),
  [`GET ${B}/follow-ups/today`]: v.array(
    shape<TodayFollowUp>()({
      customerId: v.number(),
      customerCode: v.string(),
      customerName: v.string(),
      nextContactAt: v.string(),
      overdue: v.boolean(),
      lastType: nullableString,
    }),
  ),
  [`POST ${B}/customers/:id{[0-9]+}/claim`]: ownerChanged,
  [`POST ${B}/customers/:id{[0-9]+}/release`]: ownerChanged,
  [`GET ${B}/customers/claims`]: shape<ClaimAllowance>()({ claimedToday: v.number(), limit: v.number() }),
  [`GET ${B}/customers/pool-warnings`]: v.array(
    shape<PoolWarning>()({
      customerId: v.number(),
      customerCode: v.string(),
      customerName: v.string(),
      reclaimAt: v.string(),
      daysLeft: v.number(),
    }),
  ),
};
