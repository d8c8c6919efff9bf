/**
 * Where a link goes: the storefront's places and their paths, said once here (the storefront app's route.ts parses
 * what placePath produces, its test holds both ways). An anchor's href is the place's real path, so it works
 * without script and opens a new tab with a modifier key; with onNavigate (the storefront app, the preview) a plain
 * click is handed over instead. A preview keeps its `?preview=` query on every link (LinkQueryContext).
 */
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import type { LinkValue } from './types';

export type Navigate = (link: LinkValue) => void;

/** The storefront's base path (the contract's STOREFRONT_PATH; the kit does not import the contract). */
export const STOREFRONT_BASE = '/storefront';

/** Every place the storefront shows. */
export type StorefrontPlace =
  | { kind: 'home' | 'articles' | 'stores' | 'mine' | 'notFound' }
  | { kind: 'page' | 'product' | 'article' | 'store'; id: string }
  | { kind: 'category'; productKind: string | null }
  | { kind: 'search'; query: string };

/** The storefront's own pages a link of kind 'page' names, besides template pages by id. */
const NAMED_PAGES = ['articles', 'stores', 'mine'] as const;

/** The place a link opens; null for an external URL. Page targets: home, category[/kind], store/ID, a page id. */
export function linkPlace(link: LinkValue): StorefrontPlace | null {
  switch (link.kind) {
    case 'url':
      return null;
    case 'product':
    case 'article':
      return { kind: link.kind, id: link.target };
  }
  const [first = '', ...rest] = link.target.split('/');
  const second = rest.join('/');
  if (first === 'home' || first === '') return { kind: 'home' };
  if (first === 'category') return { kind: 'category', productKind: second || null };
  if (first === 'store' && second) return { kind: 'store', id: second };
  if ((NAMED_PAGES as readonly string[]).includes(first) && !second)
    return { kind: first as (typeof NAMED_PAGES)[number] };
  return { kind: 'page', id: link.target };
}

const segment = (value: string) => encodeURIComponent(value);

/** A place's path under /storefront (without the query a preview adds). */
export function placePath(place: StorefrontPlace): string {
  switch (place.kind) {
    case 'home':
      return `${STOREFRONT_BASE}/`;
    case 'category':
      return `${STOREFRONT_BASE}/category${place.productKind ? `/${segment(place.productKind)}` : ''}`;
    case 'search':
      return `${STOREFRONT_BASE}/search?q=${segment(place.query)}`;
    case 'page':
    case 'product':
    case 'article':
    case 'store':
      return `${STOREFRONT_BASE}/${place.kind}/${segment(place.id)}`;
    case 'notFound':
      return `${STOREFRONT_BASE}/not-found`;
    default:
      return `${STOREFRONT_BASE}/${place.kind}`;
  }
}

/** The path with the preview's query added (`?preview=…`, or `&preview=…` after the search's own). */
export function withQuery(path: string, query: string): string {
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query.replace(/^\?/, '')}`;
}

/** What every link of the page adds to its path: a preview's `preview=<token>`; '' on the live storefront. */
export const LinkQueryContext = createContext('');

export function linkHref(link: LinkValue, query = ''): string {
  const place = linkPlace(link);
  return place ? withQuery(placePath(place), query) : link.target;
}

export interface StorefrontLinkProps {
  link: LinkValue | null;
  onNavigate?: Navigate;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

/** An anchor for a link, or (no link) the children in a plain element of the same class. */
/**
 * A class that says how an element displays. A link is a block unless its caller says otherwise: the storefront
 * joins classes without tailwind-merge (its first use costs a phone ~100 ms while the page is taken over), so the
 * default is left out rather than left to lose to the caller's class by stylesheet order.
 */
const DISPLAY = /(^|\s)(block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|hidden)(\s|$)/;

export function StorefrontLink({ link, onNavigate, className, children, ...aria }: StorefrontLinkProps) {
  const query = useContext(LinkQueryContext);
  if (!link)
    return (
      <span className={className} {...aria}>
        {children}
      </span>
    );
  const external = link.kind === 'url';
  const click = onNavigate
    ? (event: MouseEvent) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (event.altKey) return;
        event.preventDefault();
        onNavigate(link);
      }
    : undefined;
  return (
    <a
      href={linkHref(link, query)}
      rel={external ? 'noopener' : undefined}
      onClick={click}
      className={cx(focusRingNative, !DISPLAY.test(className ?? '') && 'block', className)}
      {...aria}
    >
      {children}
    </a>
  );
}
