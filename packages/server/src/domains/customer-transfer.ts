/**
 * A manager hands a customer to another salesperson (POST /customers/:id/transfer), and anyone who may read a
 * customer sees who owned it and why (GET /customers/:id/owners). A transfer is one transaction: the new owner
 * and their clock (ownedAt; the pool's warning cleared), a new version, the owner-history row, the audit entry
 * and a note in the new owner's message box.
 */
import { customer, type OwnerChange, type TransferInput, transferSchema } from '@soundboard/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { readableCustomer } from '../crm/customer-access';
import { customerNote, poolTodoKey } from '../crm/customer-notes';
import type { Tx } from '../db/client';
import { customerOwnerChanges, customers, messages, roles, userRoles, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { forbidden, versionConflict } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody } from '../http/validate';
import { closeTodos, wake } from '../notifications/notify';
import { withInput } from '../openapi/route-input';
import { recordDetail } from '../resources/read';
import { customerBinding, personName } from './crm';
import { fieldError } from './issues';

export const customerTransferRoutes = new Hono<AppEnv>();

/** Whether the user is active and one of their roles may write customers (so they can work the account). */
async function canOwnCustomers(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), eq(users.status, 'active'), sql`'customer:write' = any(${roles.permissions})`))
    .limit(1);
  return Boolean(row);
}

/** The new owner's message-box note, in both languages (the box answers in the reader's). */
// Guarded by customer:all (every salesperson's customers); the write permission is checked after the body, so a
// manager who only reads (finance) is refused too.
customerTransferRoutes.post(
  '/customers/:id{[0-9]+}/transfer',
  needs('customer:all'),
  withInput({ body: transferSchema }, async (c) => {
    const input = (await jsonBody(c, transferSchema)) as Required<TransferInput>;
    if (!c.var.user.permissions.has('customer:write')) throw forbidden();
    const id = idParam(c);
    const { note } = input;
    const row = await c.var.deps.db.transaction(async (tx) => {
      const now = c.var.deps.now();
      const before = await readableCustomer(c, tx, id, true);
      if (before.version !== input.version) throw versionConflict();
      if (before.ownerId === input.ownerId) throw fieldError(c, 'ownerId', 'customer.transferSame');
      if (!(await canOwnCustomers(tx, input.ownerId))) throw fieldError(c, 'ownerId', 'customer.ownerNotSales');
      const [after] = await tx
        .update(customers)
        .set({
          ownerId: input.ownerId,
          ownedAt: now,
          poolWarnedAt: null,
          version: before.version + 1,
          updatedBy: c.var.user.userId,
          updatedAt: now,
        })
        .where(and(eq(customers.id, id), eq(customers.version, before.version)))
        .returning();
      if (!after) throw versionConflict();
      await tx.insert(customerOwnerChanges).values({
        customerId: id,
        at: now,
        reason: 'transfer',
        fromId: before.ownerId,
        toId: input.ownerId,
        actorId: c.var.user.userId,
        note,
      });
      await audit(tx, c, { action: 'transfer', entity: 'customer', entityId: id, before, after });
      const [actor] = await tx
        .select({ name: personName(users) })
        .from(users)
        .where(eq(users.id, c.var.user.userId));
      await tx
        .insert(messages)
        .values(
          customerNote(
            'customer.transferred',
            { id, ownerId: input.ownerId, code: after.code, name: after.name },
            { actor: actor?.name ?? '', note },
            now,
          ),
        );
      await wake(tx, c.var.deps, [input.ownerId]);
      // The former owner's pool warning no longer asks them for anything.
      await closeTodos(tx, c.var.deps, poolTodoKey(id));
      return after;
    });
    return ok(c, await recordDetail(c, { def: customer, source: customers, hooks: customerBinding.hooks }, row));
  }),
);

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const actorUser = alias(users, 'actor_user');

customerTransferRoutes.get('/customers/:id{[0-9]+}/owners', needs('customer:read'), async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  await readableCustomer(c, db, id);
  const changes = await db
    .select({
      id: customerOwnerChanges.id,
      at: customerOwnerChanges.at,
      reason: customerOwnerChanges.reason,
      fromId: customerOwnerChanges.fromId,
      fromName: personName(fromUser),
      toId: customerOwnerChanges.toId,
      toName: personName(toUser),
      actorId: customerOwnerChanges.actorId,
      actorName: personName(actorUser),
      note: customerOwnerChanges.note,
    })
    .from(customerOwnerChanges)
    .leftJoin(fromUser, eq(fromUser.id, customerOwnerChanges.fromId))
    .leftJoin(toUser, eq(toUser.id, customerOwnerChanges.toId))
    .leftJoin(actorUser, eq(actorUser.id, customerOwnerChanges.actorId))
    .where(eq(customerOwnerChanges.customerId, id))
    .orderBy(desc(customerOwnerChanges.at), desc(customerOwnerChanges.id));
  const answer: OwnerChange[] = changes.map((change) => ({
    ...change,
    at: change.at.toISOString(),
    reason: change.reason as OwnerChange['reason'],
  }));
  return ok(c, answer);
});
