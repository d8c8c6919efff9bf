/**
 * One ad at a time in a `single` position: two enabled ads' periods [startsAt, endsAt) may not overlap. The
 * check locks the position's row first (FOR UPDATE, in the write's transaction), so two writes into the same
 * position take turns and the second sees the first's ad: parallel creates cannot both pass.
 */
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { adPositions, advertisements } from '../db/schema';

export type PositionRow = typeof adPositions.$inferSelect;

/** The position, locked until the transaction ends; null when there is none with this id. */
export async function lockPosition(tx: Tx, positionId: number): Promise<PositionRow | null> {
  const [row] = await tx.select().from(adPositions).where(eq(adPositions.id, positionId)).for('update');
  return row ?? null;
}

export interface Period {
  startsAt: Date;
  endsAt: Date;
}

/** The first enabled ad of the position (other than `exceptId`) whose period meets this one, or null. */
export async function overlappingAd(
  tx: Tx,
  positionId: number,
  period: Period,
  exceptId: number | null,
): Promise<{ id: number; title: string } | null> {
  const [row] = await tx
    .select({ id: advertisements.id, title: advertisements.title })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.positionId, positionId),
        eq(advertisements.enabled, true),
        exceptId === null ? undefined : ne(advertisements.id, exceptId),
        lt(advertisements.startsAt, period.endsAt),
        gt(advertisements.endsAt, period.startsAt),
      ),
    )
    .orderBy(asc(advertisements.startsAt), asc(advertisements.id))
    .limit(1);
  return row ?? null;
}

/** Two enabled ads of the position whose periods meet (the position is about to show one at a time), or null. */
export async function overlappingPair(tx: Tx, positionId: number): Promise<{ title: string } | null> {
  const other = alias(advertisements, 'other');
  const [row] = await tx
    .select({ title: other.title })
    .from(advertisements)
    .innerJoin(
      other,
      and(
        eq(other.positionId, advertisements.positionId),
        eq(other.enabled, true),
        gt(other.id, advertisements.id),
        lt(other.startsAt, advertisements.endsAt),
        gt(other.endsAt, advertisements.startsAt),
      ),
    )
    .where(and(eq(advertisements.positionId, positionId), eq(advertisements.enabled, true)))
    .limit(1);
  return row ?? null;
}
