/**
 * POST /behind/customers/:id/follow-ups: records what a salesperson did with a customer they may write. The
 * follow-up, the customer's contact times (the latest follow-up decides the next one), the cleared pool warning,
 * the attachments' usages and the audit entry commit together.
 */
import { customer, followUpInputSchema } from '@soundboard/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import type { Tx } from '../db/client';
import { companyContacts, customers, dictionaries, dictionaryItems, followUps } from '../db/schema';
import { Issues } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { recordUsages } from '../media/usages';
import { closeTodos } from '../notifications/notify';
import { registerDictionaryUse } from '../settings/dictionary-uses';
import { writableCustomer } from './customer-access';
import { poolTodoKey } from './customer-notes';
import { followUpEntries } from './follow-up-entries';

interface FollowUpInput {
  type: string;
  content: string;
  at: string | null;
  contactId: number | null;
  attachments: number[];
  nextAt: string | null;
}

/** The usage rows of a follow-up's attachments (media/usages.ts) are kept under this entity. */
export const FOLLOW_UP_ENTITY = 'followUp';

// A follow-up type in use cannot be removed from its dictionary, only disabled.
registerDictionaryUse('followUpType', async (tx, values) => {
  const rows = await tx
    .select({ type: followUps.type, n: count() })
    .from(followUps)
    .where(inArray(followUps.type, [...values]))
    .groupBy(followUps.type);
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
});

/** Whether `value` is an enabled value of dictionary `code`. */
async function isEnabledValue(tx: Tx, code: string, value: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: dictionaryItems.id })
    .from(dictionaryItems)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictionaryId))
    .where(and(eq(dictionaries.code, code), eq(dictionaryItems.code, value), eq(dictionaryItems.enabled, true)));
  return row !== undefined;
}

async function isContactOf(tx: Tx, companyId: number | null, contactId: number): Promise<boolean> {
  if (companyId === null) return false;
  const [row] = await tx
    .select({ id: companyContacts.id })
    .from(companyContacts)
    .where(and(eq(companyContacts.id, contactId), eq(companyContacts.companyId, companyId)));
  return row !== undefined;
}

export const followUpRoutes = new Hono<AppEnv>();

followUpRoutes.post('/customers/:id{[0-9]+}/follow-ups', needs('customer:write'), async (c) => {
  const id = idParam(c);
  const input = (await jsonBody(c, followUpInputSchema)) as FollowUpInput;
  const now = c.var.deps.now();
  const entry = await c.var.deps.db.transaction(async (tx) => {
    const before = await writableCustomer(c, tx, id);
    const at = input.at === null ? now : new Date(input.at);
    const nextAt = input.nextAt === null ? null : new Date(input.nextAt);
    const issues = new Issues();
    if (!(await isEnabledValue(tx, 'followUpType', input.type))) issues.add('type', 'validation.dictionaryValue');
    if (at > now) issues.add('at', 'followUp.inFuture');
    if (nextAt !== null && nextAt <= at) issues.add('nextAt', 'followUp.nextBeforeAt');
    if (input.contactId !== null && !(await isContactOf(tx, before.companyId, input.contactId))) {
      issues.add('contactId', 'followUp.contactNotOurs');
    }
    issues.throwIfAny(c);

    const userId = c.var.user.userId;
    const [row] = await tx
      .insert(followUps)
      .values({
        customerId: id,
        at,
        type: input.type,
        content: input.content,
        contactId: input.contactId,
        attachments: input.attachments,
        nextAt,
        createdAt: now,
        createdBy: userId,
        updatedAt: now,
        updatedBy: userId,
      })
      .returning({ id: followUps.id });
    if (!row) throw new Error('follow-up insert returned nothing');
    await recordUsages(tx, { entity: FOLLOW_UP_ENTITY, entityId: row.id, field: 'attachments' }, input.attachments, c);

    // A follow-up recorded late (older than the last contact) leaves the planned next contact as it is.
    const latest = before.lastContactAt === null || at >= before.lastContactAt;
    const [after] = await tx
      .update(customers)
      .set({
        lastContactAt: latest ? at : before.lastContactAt,
        ...(latest ? { nextContactAt: nextAt } : {}),
        poolWarnedAt: null,
        version: sql`${customers.version} + 1`,
        updatedAt: now,
        updatedBy: userId,
      })
      .where(eq(customers.id, id))
      .returning();
    await audit(tx, c, { action: 'follow-up', entity: customer.name, entityId: id, before, after });
    // The follow-up is what the pool's warning asked for.
    await closeTodos(tx, c.var.deps, poolTodoKey(id));
    const [entry] = await followUpEntries(tx, eq(followUps.id, row.id));
    return entry;
  });
  return ok(c, entry);
});
