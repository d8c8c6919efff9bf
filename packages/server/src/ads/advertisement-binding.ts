/**
 * Advertisements (contract resources/defs/advertisement.ts): the period runs forward; the link's target has the
 * shape its kind asks for and exists (./link-target.ts); the stores of its scope exist, each once; and in a
 * single-ad position no other enabled ad's period meets this one's (./schedule.ts, the position locked first).
 * The image is an image material: the framework checks every `images` field (resources/material-usages.ts).
 */
import { advertisement, type LinkKind } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { advertisementStores, stores } from '../db/schema';
import { wireRows } from '../domains/documents';
import { fieldError, Issues } from '../domains/issues';
import { checkExists } from '../domains/references';
import { defineBinding, type HookContext } from '../resources/binding';
import { checkLineIds, type Line, type LineSetTable, writeLineSet } from '../resources/line-sets';
import { recordLabels } from '../resources/refs';
import { linkTargetProblem } from './link-target';
import { lockPosition, overlappingAd } from './schedule';

const STORES: LineSetTable = { table: advertisementStores, parent: advertisementStores.advertisementId };

type StoreLine = Line & { storeId: number };
/** The store scope as the input carries it (the contract's input type does not carry line sets). */
const storeLinesOf = (input: unknown) => (input as { stores?: StoreLine[] }).stores ?? [];

/** An instant as the input carries it (an ISO string) or as a row holds it. */
const instant = (value: unknown) => new Date(value as string | Date);

async function checkStores(ctx: HookContext, lines: StoreLine[], adId: number | null, issues: Issues) {
  await checkLineIds(ctx, STORES, adId, 'stores', lines, issues);
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.storeId)) issues.add(`stores.${index}.storeId`, 'validation.duplicate');
    else await checkExists(ctx, issues, `stores.${index}.storeId`, stores, line.storeId);
    seen.add(line.storeId);
  }
}

export const advertisementBinding = defineBinding(advertisement, {
  async prepare(ctx, input, before) {
    const issues = new Issues();
    // Locked before anything is read: writes into the same position take turns (see ./schedule.ts).
    const position = await lockPosition(ctx.tx, input.positionId);
    if (!position) issues.add('positionId', 'validation.notFound');
    const period = { startsAt: instant(input.startsAt), endsAt: instant(input.endsAt) };
    const ordered = period.endsAt.getTime() > period.startsAt.getTime();
    if (!ordered) issues.add('endsAt', 'advertisement.endsBeforeStarts');
    const problem = await linkTargetProblem(ctx.tx, input.linkKind as LinkKind, input.linkTarget);
    if (problem) issues.add('linkTarget', problem);
    await checkStores(ctx, storeLinesOf(input), before?.id ?? null, issues);
    issues.throwIfAny(ctx.c);
    if (position?.single && input.enabled && ordered) {
      const other = await overlappingAd(ctx.tx, position.id, period, before?.id ?? null);
      if (other) throw fieldError(ctx.c, 'startsAt', 'advertisement.scheduleOverlap', { title: other.title });
    }
    return { values: period };
  },
  async afterWrite(ctx, row, _plan, input) {
    await writeLineSet(ctx, STORES, row.id, storeLinesOf(input));
  },
  async detail(db, row) {
    const lines = await db
      .select()
      .from(advertisementStores)
      .where(eq(advertisementStores.advertisementId, row.id))
      .orderBy(asc(advertisementStores.sort), asc(advertisementStores.id));
    const names = await recordLabels(
      db,
      'store',
      lines.map((line) => line.storeId),
    );
    return {
      stores: wireRows(lines).map((line) => ({
        ...line,
        refLabels: { storeId: names[line.storeId as number] ?? '' },
      })),
    };
  },
});
