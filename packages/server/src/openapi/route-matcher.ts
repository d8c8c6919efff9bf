/**
 * Which router path a concrete request path is (`/behind/orders/12` → `/behind/orders/:id{[0-9]+}`), for checking
 * an answer against the route's declared shape (../test/answer-shape.ts). Hono's patterns: a literal segment,
 * `:name{regex}`, `:name`, and a trailing `*`. Where two routes match, the one more literal at the first segment
 * where they differ wins (a literal over a constrained parameter over a free one), as a request for
 * `/messages/page` reaches the literal route and not `/messages/:id`.
 */
export interface PathRoute {
  method: string;
  path: string;
}

/** How literal a segment is: a literal 3, a constrained parameter 2, a free parameter 1, a wildcard 0. */
type Rank = 0 | 1 | 2 | 3;

interface Compiled<R> {
  route: R;
  pattern: RegExp;
  ranks: Rank[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileSegment(segment: string): { source: string; rank: Rank } {
  if (segment === '*') return { source: '.*', rank: 0 };
  const parameter = /^:\w+(?:\{(.*)\})?(\?)?$/.exec(segment);
  if (!parameter) return { source: escapeRegExp(segment), rank: 3 };
  const [, constraint, optional] = parameter;
  const value = constraint ? `(?:${constraint})` : '[^/]+';
  return { source: optional ? `(?:${value})?` : value, rank: constraint ? 2 : 1 };
}

function compile<R extends PathRoute>(route: R): Compiled<R> {
  const segments = route.path.split('/').slice(1).map(compileSegment);
  const source = segments.map((segment) => `/${segment.source}`).join('');
  return { route, pattern: new RegExp(`^${source}$`), ranks: segments.map((segment) => segment.rank) };
}

/** Negative when `a` is the more literal route. */
function byLiteralness(a: Compiled<unknown>, b: Compiled<unknown>): number {
  for (let index = 0; index < Math.max(a.ranks.length, b.ranks.length); index++) {
    const difference = (b.ranks[index] ?? -1) - (a.ranks[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A lookup from method and request path (its query, if any, ignored) to the route that answers it. */
export function routeMatcher<R extends PathRoute>(
  routes: readonly R[],
): (method: string, path: string) => R | undefined {
  const byMethod = new Map<string, Compiled<R>[]>();
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? [];
    list.push(compile(route));
    byMethod.set(route.method, list);
  }
  // Stable: routes equally literal keep the router's order, where the first registered answers.
  for (const list of byMethod.values()) list.sort(byLiteralness);
  return (method, path) => {
    const pathname = path.replace(/[?#].*$/, '');
    return byMethod.get(method.toUpperCase())?.find((candidate) => candidate.pattern.test(pathname))?.route;
  };
}
