/**
 * Dictionaries (Settings → dictionaries): the record and its values written together. A system dictionary
 * (seeded, read by other screens) keeps its code and cannot be deleted; a value records use (see
 * settings/dictionary-uses.ts) cannot be removed — only disabled — and a dictionary with used values keeps its
 * code. Every write drops the options cache (settings/dictionary-options.ts).
 */
import { dictionary, type LineInputOf } from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import { dictionaryItems } from '../db/schema';
import { defineBinding, type HookContext } from '../resources/binding';
import { forgetDictionaryOptions } from '../settings/dictionary-options';
import { dictionaryUses } from '../settings/dictionary-uses';
import { fieldError, Issues, refused } from './issues';

type ValueInput = LineInputOf<typeof dictionary>;

async function valueCodes(ctx: HookContext, dictionaryId: number): Promise<string[]> {
  const rows = await ctx.tx
    .select({ code: dictionaryItems.code })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.dictionaryId, dictionaryId));
  return rows.map((row) => row.code);
}

/** Refuses when any of `codes` is in use, naming the first. */
async function refuseUsed(ctx: HookContext, dictionaryCode: string, codes: string[]): Promise<void> {
  const uses = await dictionaryUses(ctx.tx, dictionaryCode, codes);
  const [first] = uses;
  if (first) throw refused('dictionary.valueInUse', { value: first[0], count: String(first[1]) });
}

export const dictionaryBinding = defineBinding(dictionary, {
  async prepare(ctx, input, before) {
    const issues = new Issues();
    const seen = new Set<string>();
    for (const [index, line] of input.lines.entries()) {
      if (seen.has(line.code)) issues.add(`lines.${index}.code`, 'validation.duplicate');
      seen.add(line.code);
    }
    issues.throwIfAny(ctx.c);
    if (!before) return {};
    if (before.system && input.code !== before.code) throw fieldError(ctx.c, 'code', 'dictionary.systemCode');
    const existing = await valueCodes(ctx, before.id);
    if (input.code !== before.code && (await dictionaryUses(ctx.tx, before.code, existing)).size > 0)
      throw refused('dictionary.codeInUse');
    await refuseUsed(
      ctx,
      before.code,
      existing.filter((code) => !seen.has(code)),
    );
    return {};
  },
  async afterWrite(ctx, row, _plan, input) {
    // Values are known by their code (records store it), so they are rewritten whole.
    await ctx.tx.delete(dictionaryItems).where(eq(dictionaryItems.dictionaryId, row.id));
    await ctx.tx
      .insert(dictionaryItems)
      .values(input.lines.map((line: ValueInput) => ({ ...line, dictionaryId: row.id })));
    forgetDictionaryOptions(ctx.c.var.deps.db);
  },
  async beforeDelete(ctx, row) {
    if (row.system) throw refused('dictionary.systemDelete');
    await refuseUsed(ctx, row.code, await valueCodes(ctx, row.id));
    forgetDictionaryOptions(ctx.c.var.deps.db);
  },
  async detail(db, row) {
    const lines = await db
      .select()
      .from(dictionaryItems)
      .where(eq(dictionaryItems.dictionaryId, row.id))
      .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.code));
    return { lines };
  },
});
