/**
 * Stores with their weekly hours, exceptional days and installed players (contract resources/defs/store.ts), the
 * three line sets kept by id. Rules beyond the fields' own: a period closes after it opens, an exception that is
 * not `closed` has both times, one exception per date, coordinates within range, a player's serial installed
 * once across all stores. A player's lastSeenAt is read-only (the player module's heartbeat writes it): the
 * input schema has no such key, so it is never written here.
 */
import { parseCoordinates, periodIssue, store } from '@soundboard/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { storeExceptions, storeHours, storePlayers, stores } from '../db/schema';
import { wireRows } from '../domains/documents';
import { Issues } from '../domains/issues';
import { defineBinding, type HookContext } from '../resources/binding';
import { checkLineIds, type Line, type LineSetTable, writeLineSet } from '../resources/line-sets';
import { recordLabels } from '../resources/refs';

/** The line sets of a store's input (the contract's input type does not carry line sets). */
interface StoreLines {
  hours: (Line & { opens: string; closes: string })[];
  exceptions: (Line & { date: string; closed: boolean; opens: string; closes: string })[];
  players: (Line & { serial: string })[];
}
const linesOf = (input: unknown) => input as StoreLines;

export const HOURS: LineSetTable = { table: storeHours, parent: storeHours.storeId };
export const EXCEPTIONS: LineSetTable = { table: storeExceptions, parent: storeExceptions.storeId };
export const PLAYERS: LineSetTable = { table: storePlayers, parent: storePlayers.storeId };

/** Paths of the lines whose key repeats an earlier line's (the first one stays unflagged). */
function repeats<T>(lines: readonly T[], key: (line: T) => string): number[] {
  const seen = new Set<string>();
  return lines.flatMap((line, index) => {
    const value = key(line);
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

function checkTimes(input: StoreLines, issues: Issues) {
  for (const [index, period] of input.hours.entries()) {
    const issue = periodIssue(period.opens, period.closes);
    if (issue) issues.add(`hours.${index}.closes`, issue);
  }
  for (const [index, day] of input.exceptions.entries()) {
    if (day.closed) continue;
    if (!day.opens) issues.add(`exceptions.${index}.opens`, 'validation.required');
    if (!day.closes) issues.add(`exceptions.${index}.closes`, 'validation.required');
    const issue = periodIssue(day.opens, day.closes);
    if (issue) issues.add(`exceptions.${index}.closes`, issue);
  }
  for (const index of repeats(input.exceptions, (day) => day.date))
    issues.add(`exceptions.${index}.date`, 'validation.duplicate');
}

/** Serials repeated in the input, or installed in another store already. */
async function checkSerials(ctx: HookContext, players: StoreLines['players'], storeId: number | null, issues: Issues) {
  for (const index of repeats(players, (player) => player.serial))
    issues.add(`players.${index}.serial`, 'validation.duplicate');
  const serials = players.map((player) => player.serial);
  if (serials.length === 0) return;
  const taken = await ctx.tx
    .select({ serial: storePlayers.serial, code: stores.code })
    .from(storePlayers)
    .innerJoin(stores, eq(stores.id, storePlayers.storeId))
    .where(
      and(inArray(storePlayers.serial, serials), ...(storeId === null ? [] : [ne(storePlayers.storeId, storeId)])),
    );
  for (const { serial, code } of taken) {
    const index = serials.indexOf(serial);
    issues.add(`players.${index}.serial`, 'store.serialTaken', { serial, store: code });
  }
}

async function checkStore(ctx: HookContext, input: Record<string, unknown>, storeId: number | null) {
  const lines = linesOf(input);
  const issues = new Issues();
  const coordinates = input.coordinates;
  if (typeof coordinates === 'string' && coordinates !== '' && !parseCoordinates(coordinates))
    issues.add('coordinates', 'validation.coordinates');
  await checkLineIds(ctx, HOURS, storeId, 'hours', lines.hours, issues);
  await checkLineIds(ctx, EXCEPTIONS, storeId, 'exceptions', lines.exceptions, issues);
  await checkLineIds(ctx, PLAYERS, storeId, 'players', lines.players, issues);
  checkTimes(lines, issues);
  await checkSerials(ctx, lines.players, storeId, issues);
  issues.throwIfAny(ctx.c);
}

/** A store's lines as the detail answers them, each set in its order. */
export async function storeLines(db: Db | Tx, storeId: number) {
  const [hours, exceptions, players] = await Promise.all([
    db
      .select()
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId))
      .orderBy(asc(storeHours.sort), asc(storeHours.id)),
    db
      .select()
      .from(storeExceptions)
      .where(eq(storeExceptions.storeId, storeId))
      .orderBy(asc(storeExceptions.date), asc(storeExceptions.id)),
    db
      .select()
      .from(storePlayers)
      .where(eq(storePlayers.storeId, storeId))
      .orderBy(asc(storePlayers.sort), asc(storePlayers.id)),
  ]);
  // Each player names its model: the product's label, as a reference field of a record carries it.
  const models = await recordLabels(
    db,
    'product',
    players.map((player) => player.productId),
  );
  return {
    hours: wireRows(hours),
    exceptions: wireRows(exceptions),
    players: wireRows(players).map((player, index) => ({
      ...player,
      refLabels: { productId: models[players[index]?.productId ?? 0] ?? '' },
    })),
  };
}

export const storeBinding = defineBinding(store, {
  async prepare(ctx, input, before) {
    await checkStore(ctx, input as Record<string, unknown>, before?.id ?? null);
    return {};
  },
  async afterWrite(ctx, row, _plan, input) {
    const { hours, exceptions, players } = linesOf(input);
    await writeLineSet(ctx, HOURS, row.id, hours);
    // Exceptions are unique per (store, date): a date moved from one line to another must not collide halfway.
    await ctx.tx.delete(storeExceptions).where(eq(storeExceptions.storeId, row.id));
    await writeLineSet(
      ctx,
      EXCEPTIONS,
      row.id,
      exceptions.map(({ id: _id, ...day }) => day),
    );
    await writeLineSet(ctx, PLAYERS, row.id, players);
  },
  async detail(db, row) {
    return storeLines(db, row.id);
  },
});
