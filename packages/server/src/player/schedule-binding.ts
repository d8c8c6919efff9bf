/**
 * Play schedules and exceptions (contract resources/defs/play-schedule.ts) beyond their fields: a range ends
 * after it starts, a schedule has weekdays, an exception's last date is not before its first, the playlist is
 * active when it is chosen, and no other record of the store overlaps (./schedule-overlap.ts: the store's row
 * is locked in the write's transaction first, and a record never collides with itself on update).
 */
import { type Locale, periodIssue, playException, playSchedule, translate } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { musicTemplates } from '../db/schema';
import { fieldError, Issues } from '../domains/issues';
import { defineBinding, type HookContext } from '../resources/binding';
import { labelsFor } from '../resources/labels';
import { exceptionClash, lockStore, scheduleClash } from './schedule-overlap';

/** Checks the store (locking it) and the playlist (active, when chosen or changed). */
async function checkOwners(
  ctx: HookContext,
  issues: Issues,
  input: { storeId: number; musicTemplateId?: number | null },
  before: { musicTemplateId: number | null } | null,
): Promise<boolean> {
  const storeFound = await lockStore(ctx.tx, input.storeId);
  if (!storeFound) issues.add('storeId', 'validation.notFound');
  const playlistId = input.musicTemplateId ?? null;
  // A schedule kept as it was stays valid after its playlist was set back to draft (it then plays nothing).
  if (playlistId !== null && playlistId !== before?.musicTemplateId) {
    const [playlist] = await ctx.tx
      .select({ status: musicTemplates.status })
      .from(musicTemplates)
      .where(eq(musicTemplates.id, playlistId));
    if (!playlist) issues.add('musicTemplateId', 'validation.notFound');
    else if (playlist.status !== 'active') issues.add('musicTemplateId', 'player.playlistNotActive');
  }
  return storeFound;
}

function checkRange(issues: Issues, range: { starts: string; ends: string }) {
  const issue = periodIssue(range.starts, range.ends);
  if (issue) issues.add('ends', issue);
}

/** Weekday names in the caller's language ("Monday, Tuesday" / "星期一、星期二"). */
async function weekdayNames(locale: Locale, weekdays: string[]): Promise<string> {
  const labels = await labelsFor(playSchedule, locale);
  return weekdays.map((day) => labels.value('weekdays', day)).join(locale === 'zh-CN' ? '、' : ', ');
}

export const playScheduleBinding = defineBinding(playSchedule, {
  async prepare(ctx, input, before) {
    const issues = new Issues();
    const storeFound = await checkOwners(ctx, issues, input, before);
    checkRange(issues, input);
    if (input.weekdays.length === 0) issues.add('weekdays', 'validation.required');
    issues.throwIfAny(ctx.c);
    if (storeFound) {
      const clash = await scheduleClash(ctx.tx, input.storeId, input, before?.id ?? null);
      if (clash)
        throw fieldError(ctx.c, 'starts', 'player.scheduleOverlap', {
          other: clash.playlist,
          days: await weekdayNames(ctx.c.var.locale, clash.weekdays),
          starts: clash.starts,
          ends: clash.ends,
        });
    }
    return {};
  },
});

export const playExceptionBinding = defineBinding(playException, {
  async prepare(ctx, input, before) {
    const issues = new Issues();
    const storeFound = await checkOwners(ctx, issues, input, before);
    if (input.dateTo < input.dateFrom) issues.add('dateTo', 'player.exceptionDates');
    checkRange(issues, input);
    issues.throwIfAny(ctx.c);
    if (storeFound) {
      const clash = await exceptionClash(ctx.tx, input.storeId, input, before?.id ?? null);
      if (clash) {
        const locale = ctx.c.var.locale;
        throw fieldError(ctx.c, 'starts', 'player.scheduleOverlap', {
          other: clash.playlist ?? (clash.note || translate(locale, 'player.silence')),
          days: clash.dateFrom === clash.dateTo ? clash.dateFrom : `${clash.dateFrom}–${clash.dateTo}`,
          starts: clash.starts,
          ends: clash.ends,
        });
      }
    }
    return {};
  },
});
