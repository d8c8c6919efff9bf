/**
 * Advertisement positions (contract resources/defs/ad-position.ts): one that ads use cannot be deleted (409,
 * nothing deleted: the ads would lose their place); one cannot become single-ad while two of its enabled ads
 * run at the same time (it could not show them one at a time).
 */
import { adPosition } from '@soundboard/contract';
import { count, eq } from 'drizzle-orm';
import { advertisements } from '../db/schema';
import { fieldError, refused } from '../domains/issues';
import { defineBinding } from '../resources/binding';
import { overlappingPair } from './schedule';

export const adPositionBinding = defineBinding(adPosition, {
  async prepare(ctx, input, before) {
    // An update has locked the row already (the framework's lockRow): ad writes into it wait.
    if (before && input.single && !before.single) {
      const pair = await overlappingPair(ctx.tx, before.id);
      if (pair) throw fieldError(ctx.c, 'single', 'advertisement.scheduleOverlap', { title: pair.title });
    }
    return {};
  },
  async beforeDelete(ctx, row) {
    const [used] = await ctx.tx
      .select({ n: count() })
      .from(advertisements)
      .where(eq(advertisements.positionId, row.id));
    if (Number(used?.n ?? 0) > 0) throw refused('advertisement.positionInUse');
  },
});
