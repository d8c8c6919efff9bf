/**
 * A list screen's query lives in its URL (shareable, kept across reloads and in its tab): the same parameters
 * the API takes. Parameters the definition does not declare (an old bookmark) are dropped rather than sent.
 * Changing a filter goes back to the first page; paging and sorting keep the filters.
 */
import { DEFAULT_PAGE_SIZE, parseListQuery, type ResourceDef } from '@soundboard/contract';
import { useLocation, useSearch } from 'wouter';
import { $session } from '../stores/session';
import { type ScopeChoice, withDefaultScope } from './list-scope';

export interface ListQueryState {
  /** Only valid, declared parameters. */
  params: Record<string, string>;
  page: number;
  pageSize: number;
  sort: { field: string; desc: boolean };
  /** Replaces the filter parameters (q and the declared filters) and returns to page 1. */
  setFilters: (filters: Record<string, string>) => void;
  setSort: (field: string, desc: boolean) => void;
  setPage: (page: number, pageSize: number) => void;
  /** Replaces every parameter at once (a quick filter that sets a filter and the scope together). */
  setParams: (next: Record<string, string>) => void;
  /** Whose records (an owned resource): back to page 1, filters kept. */
  setScope: (scope: ScopeChoice) => void;
}

// Kept when the filters change (the scope is chosen above the filters, not in them).
const PAGING = new Set(['page', 'pageSize', 'sort', 'scope']);

/** The declared parameters of `raw`, without the ones the contract refuses. */
function validParams(def: ResourceDef, raw: Record<string, string>): Record<string, string> {
  const params = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  for (let attempt = 0; attempt < 10; attempt++) {
    const parsed = parseListQuery(def, params);
    if (parsed.success) return params;
    for (const issue of parsed.issues) delete params[issue.path.split('.')[0] ?? ''];
  }
  return {};
}

/**
 * The list parameters a URL's search string stands for (what the screen sends; the prefetch sends the same),
 * with the caller's default scope of an owned resource (./list-scope.ts).
 */
export function listParams(def: ResourceDef, search: string): Record<string, string> {
  const { permissions } = $session.get();
  const can = (permission: string) => permissions.includes(permission);
  return withDefaultScope(def, validParams(def, Object.fromEntries(new URLSearchParams(search))), can);
}

export function useListQuery(def: ResourceDef): ListQueryState {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = listParams(def, search);
  const parsed = parseListQuery(def, params);
  const query = parsed.success ? parsed.query : null;

  const go = (next: Record<string, string>) => {
    const text = new URLSearchParams(next).toString();
    navigate(`${location}${text ? `?${text}` : ''}`, { replace: true });
  };

  return {
    params,
    page: query?.page ?? 1,
    pageSize: query?.pageSize ?? def.pageSize ?? DEFAULT_PAGE_SIZE,
    sort: query?.sort ?? { field: def.defaultSort.replace(/^-/, ''), desc: def.defaultSort.startsWith('-') },
    setFilters(filters) {
      const kept = Object.fromEntries(Object.entries(params).filter(([key]) => PAGING.has(key) && key !== 'page'));
      go(validParams(def, { ...kept, ...filters }));
    },
    setSort(field, desc) {
      go({ ...params, sort: `${desc ? '-' : ''}${field}`, page: '1' });
    },
    setPage(page, pageSize) {
      go({ ...params, page: String(page), pageSize: String(pageSize) });
    },
    setParams(next) {
      go(validParams(def, next));
    },
    setScope(scope) {
      const { scope: _previous, page: _page, ...rest } = params;
      // 'all' is the unscoped list; for a salesperson (no All) that would read as Mine again, so it is never sent.
      go(scope === 'all' ? rest : { ...rest, scope });
    },
  };
}
