/**
 * Who gets a notification: the users named, or every active user whose roles grant a permission, less those who
 * turned the kind off. A user's own choice wins; without one, a kind is off only when every role of the user has
 * it off by default (Settings → roles), so a role's default never silences what another of the user's roles wants.
 */
import type { NotificationChoice, NotificationKindKey, Permission } from '@soundboard/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { roles, userRoles, users } from '../db/schema';

export type Recipients = number[] | { permission: Permission; except?: number[] };

interface Candidate {
  id: number;
  choice: NotificationChoice | null;
  defaults: (NotificationChoice | null)[];
}

export function wants(candidate: Candidate, kind: NotificationKindKey): boolean {
  if (candidate.choice) return !candidate.choice.off.includes(kind);
  if (candidate.defaults.length === 0) return true;
  return candidate.defaults.some((defaults) => !defaults?.off.includes(kind));
}

export async function recipientsOf(tx: Tx, to: Recipients, kind: NotificationKindKey): Promise<number[]> {
  const named = Array.isArray(to) ? [...new Set(to)] : null;
  if (named?.length === 0) return [];
  const rows = await tx
    .select({
      id: users.id,
      choice: users.notificationChoice,
      defaults: sql<
        (NotificationChoice | null)[]
      >`coalesce(array_agg(${roles.notificationDefaults}) filter (where ${roles.id} is not null), '{}')`,
      granted: named
        ? sql<boolean>`true`
        : sql<boolean>`coalesce(bool_or(${roles.permissions} @> array[${(to as { permission: Permission }).permission}]::text[]), false)`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.status, 'active'), named ? inArray(users.id, named) : undefined))
    .groupBy(users.id);
  const except = new Set(Array.isArray(to) ? [] : (to.except ?? []));
  return rows
    .filter((row) => row.granted && !except.has(row.id) && wants(row, kind))
    .map((row) => row.id)
    .sort((a, b) => a - b);
}
