/**
 * An article's address on the site (contract SLUG_PATTERN): lower-case ASCII words joined by dashes, made from the
 * title when the editor leaves it empty — Chinese as toneless pinyin, one syllable a word — and kept unique by a
 * `-2`, `-3` … suffix.
 */
import { and, eq, like, ne, or } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Db, Tx } from '../db/client';
import { articles } from '../db/schema';

export const SLUG_MAX = 80;
/** The slug of a title with no letters or digits at all. */
const FALLBACK = 'article';

/** The title as a slug (not yet checked for uniqueness). */
export function slugFromTitle(title: string): string {
  const words = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .join(' ')
    // Accents go (café → cafe); ü from pinyin becomes u.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  // A first word longer than the limit is cut rather than lost.
  return slug || words[0]?.slice(0, SLUG_MAX) || FALLBACK;
}

/** `base`, or the first of `base-2`, `base-3` … that no other article uses. */
export async function freeSlug(db: Db | Tx, base: string, exceptId: number | null): Promise<string> {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        or(eq(articles.slug, base), like(articles.slug, `${base}-%`)),
        exceptId === null ? undefined : ne(articles.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function slugForTitle(db: Db | Tx, title: string, exceptId: number | null): Promise<string> {
  return freeSlug(db, slugFromTitle(title), exceptId);
}
