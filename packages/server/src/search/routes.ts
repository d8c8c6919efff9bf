/**
 * `GET /behind/search?q=` (contract schemas/search.ts): the command palette's records, each kind only for a
 * caller holding its read permission, at most SEARCH_PER_KIND of a kind and SEARCH_TOTAL in all, best match first.
 */
import {
  type ResourceDef,
  SEARCH_KINDS,
  SEARCH_MATCHES,
  SEARCH_PATH,
  SEARCH_TOTAL,
  type SearchHit,
  searchQuery,
} from '@soundboard/contract';
import { Hono } from 'hono';
import { needsSession } from '../auth/guard';
import { SERVED } from '../domains';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { queryOf } from '../http/validate';
import { nameFields } from './pinyin-index';
import { searchKind } from './records';

const BINDINGS = SEARCH_KINDS.map((kind) => {
  const binding = SERVED.find((served) => served.def.name === kind);
  if (!binding) throw new Error(`search: no resource ${kind}`);
  return binding;
});

/**
 * A kind named only by numbers the server assigns (sale orders, withdrawals: the large tables) is searched from
 * the text's third character: a trigram index answers a contains match only from three characters, and a shorter
 * text would read every order (about 150 ms at 100,000 orders on PGlite).
 */
const NUMBER_MIN = 3;
const searchable = (def: ResourceDef, text: string) => nameFields(def).length > 0 || text.length >= NUMBER_MIN;

export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get(SEARCH_PATH, needsSession(), async (c) => {
  const { q } = queryOf(c, searchQuery);
  const readable = BINDINGS.filter(
    (binding) => c.var.user.permissions.has(binding.def.permissions.read) && searchable(binding.def, q),
  );
  const found = await Promise.all(readable.map((binding) => searchKind(c, binding, q)));
  // A stable sort: within one quality of match, the kinds keep SEARCH_KINDS' order.
  const hits: SearchHit[] = found
    .flat()
    .sort((a, b) => SEARCH_MATCHES.indexOf(a.match) - SEARCH_MATCHES.indexOf(b.match));
  return ok(c, hits.slice(0, SEARCH_TOTAL));
});
