/**
 * A dictionary's enabled values, sorted, as other screens' selects read them (GET
 * /behind/dictionary-options/:code), cached per database and code. A dictionary write in this process drops
 * the cache (domains/dictionary.ts); other processes read again after at most CACHE_MS (10 s).
 */
import type { DictionaryOptions } from '@soundboard/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictionaries, dictionaryItems } from '../db/schema';

export const CACHE_MS = 10_000;

interface Cached {
  answer: DictionaryOptions | null;
  readAt: number;
}

const caches = new WeakMap<Db, Map<string, Cached>>();

async function readOptions(db: Db, code: string): Promise<DictionaryOptions | null> {
  const [dictionary] = await db
    .select({ id: dictionaries.id, code: dictionaries.code, nameZh: dictionaries.nameZh, nameEn: dictionaries.nameEn })
    .from(dictionaries)
    .where(eq(dictionaries.code, code));
  if (!dictionary) return null;
  const values = await db
    .select({
      code: dictionaryItems.code,
      labelZh: dictionaryItems.labelZh,
      labelEn: dictionaryItems.labelEn,
      tone: dictionaryItems.tone,
    })
    .from(dictionaryItems)
    .where(and(eq(dictionaryItems.dictionaryId, dictionary.id), eq(dictionaryItems.enabled, true)))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.code));
  const { id: _id, ...names } = dictionary;
  return { ...names, values: values.map((value) => ({ ...value, tone: value.tone ?? 'default' })) };
}

/** The options of dictionary `code`; null when there is no such dictionary. */
export async function dictionaryOptions(db: Db, code: string): Promise<DictionaryOptions | null> {
  let byCode = caches.get(db);
  if (!byCode) {
    byCode = new Map();
    caches.set(db, byCode);
  }
  const cached = byCode.get(code);
  if (cached && Date.now() - cached.readAt < CACHE_MS) return cached.answer;
  const answer = await readOptions(db, code);
  byCode.set(code, { answer, readAt: Date.now() });
  return answer;
}

/** Called when any dictionary changes (its code may have, so every entry goes). */
export function forgetDictionaryOptions(db: Db): void {
  caches.delete(db);
}
