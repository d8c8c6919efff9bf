/**
 * `GET /search?q=`: the command palette's "go to anything" records (docs/modules/app-shell.md#command-palette).
 * The server searches each kind below the caller may read (its read permission, and a customer's ownership as
 * the customer list applies it) by its number or code and its name, and Chinese names also by pinyin
 * (initials "zs" or spelled "zhangsan" for 张三). Screens and actions are matched in the browser.
 */
import * as v from 'valibot';

export const SEARCH_PATH = '/search';

/** The resources searched, in the order their groups are shown: contract resource names. */
export const SEARCH_KINDS = [
  'saleOrder',
  'customer',
  'company',
  'product',
  'supplier',
  'article',
  'store',
  'textTemplate',
  'musicTemplate',
  'homeTemplate',
  'withdrawal',
  'invoice',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 50;
/** At most this many records of one kind, and of all kinds together. */
export const SEARCH_PER_KIND = 5;
export const SEARCH_TOTAL = 30;

export const searchQuery = v.strictObject({
  q: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(SEARCH_QUERY_MAX, 'validation.tooLong'),
  ),
});

/** How a record matched, best first: the whole text, its start, inside it, or its name's pinyin. */
export const SEARCH_MATCHES = ['exact', 'prefix', 'contains', 'pinyin'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export interface SearchHit {
  kind: SearchKind;
  id: number;
  /** The record's name as lists show it (contract displayName). */
  title: string;
  match: SearchMatch;
}
