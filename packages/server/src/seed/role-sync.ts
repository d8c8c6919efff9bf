/**
 * Brings the system roles (./roles.ts) of a database seeded by an earlier version up to date: a role gets the
 * codes the seed grants it and it lacks, loses codes that no longer exist (PERMISSIONS), and keeps codes an
 * administrator added. A seeded role missing from the database is added. Running it again changes nothing.
 */
import { PERMISSIONS } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { roles } from '../db/schema';
import { ROLES, type RoleSeed } from './roles';

const KNOWN = new Set<string>(PERMISSIONS);

/** What the role should hold: its current codes that still exist, then the seed's it lacks. */
function upToDate(current: readonly string[], seed: RoleSeed): string[] {
  const kept = current.filter((code) => KNOWN.has(code));
  return [...kept, ...seed.permissions.filter((code) => !kept.includes(code))];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The number of roles changed or added (0 when they were up to date, or the database is not seeded yet). */
export async function syncRoles(db: Db | Tx, now: Date, seed: readonly RoleSeed[] = ROLES): Promise<number> {
  const rows = await db
    .select({ id: roles.id, key: roles.key, permissions: roles.permissions, version: roles.version })
    .from(roles)
    .where(
      inArray(
        roles.key,
        seed.map((role) => role.key),
      ),
    )
    .for('update');
  // An empty database is the seed's to fill (seedIfEmpty looks for roles).
  if (rows.length === 0) return 0;
  const byKey = new Map(rows.map((row) => [row.key, row]));
  let changes = 0;
  for (const role of seed) {
    const row = byKey.get(role.key);
    if (!row) {
      await db.insert(roles).values({ ...role, system: true, createdAt: now, updatedAt: now });
      changes += 1;
      continue;
    }
    const permissions = upToDate(row.permissions, role);
    if (same(permissions, row.permissions)) continue;
    await db
      .update(roles)
      .set({ permissions, updatedAt: now, updatedBy: null, version: row.version + 1 })
      .where(eq(roles.id, row.id));
    changes += 1;
  }
  return changes;
}
