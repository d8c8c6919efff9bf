/**
 * The abuse suite's (./abuse.test.ts) view of the API: every route of the OpenAPI document (./document.ts), the
 * site-token API under /public included, sorted by the credential the document says it takes (./interfaces.ts).
 * A route is covered by its interface's refusal cases with no edit here; only a new route that is open to
 * anyone must be named below, with the reason it may be.
 */
import { PARTNER_TOKEN_HEADER, PLAYER_TOKEN_HEADER } from '@soundboard/contract';
import type { RouterRoute } from 'hono/types';
import { type ApiRoute, apiRoutes } from './document';
import type { SecurityName } from './interfaces';

export type Interface = 'staff' | 'player' | 'partner' | 'site' | 'open';

/** Where each non-staff interface reads its credential. */
export const CREDENTIAL_HEADER = {
  player: PLAYER_TOKEN_HEADER,
  partner: PARTNER_TOKEN_HEADER,
  site: 'authorization',
} as const;

/**
 * Open to anyone by design, so no caller can be refused there. auth/permissions.test.ts checks the router against
 * this list too: a route without a guard of its own must be named here.
 * Each reason says why an anonymous caller learns or changes nothing it should not.
 */
export const OPEN_BY_DESIGN: Record<string, string> = {
  'GET /behind/health': 'liveness probe: answers up/down and nothing else',
  'POST /behind/user/login': 'the sign-in itself (throttled per user and address: auth/throttle.ts)',
  'POST /behind/user/login/two-factor': "sign-in's code step: holds the challenge the password step answered",
  'POST /behind/account/register': 'self-registration: the account starts with the self-service permissions only',
  'POST /behind/account/forgot-password': 'files a reset request an administrator handles; same answer for any name',
  'GET /behind/docs': 'the API reference page: no data (the document it loads needs monitor:read)',
  'GET /behind/docs/:file': "the reference page's own script and style files",
  'GET /behind/storefront/home': 'the published storefront, public by purpose',
  'GET /behind/storefront/preview/:token': "a draft's preview behind a signed, expiring link (the token is the key)",
  'GET /behind/storefront/files/:id{[0-9]+}': 'the files the storefront shows, behind signed links',
  'GET /behind/storefront/files/:id{[0-9]+}/thumb': 'the smaller size of those files, on the same terms',
  'GET /behind/storefront/ads': 'the running ads of a position, public by purpose',
  'POST /behind/storefront/ads/:id{[0-9]+}/click': 'counts a click on a running ad (no data answered)',
  'GET /behind/storefront/products': 'the on-sale catalog, public by purpose (never cost or stock counts)',
  'GET /behind/storefront/products/:id{[0-9]+}': 'an on-sale product, public by purpose (in stock or not, no count)',
  'GET /behind/storefront/articles': 'the published articles, public by purpose',
  'GET /behind/storefront/articles/:id{[0-9]+}': 'a published article (counts one view per visitor and day)',
  'GET /behind/storefront/stores': 'the stores open for business and their hours, public by purpose',
  'GET /behind/storefront/stores/:id{[0-9]+}': 'a store open for business and its hours, public by purpose',
  'GET /behind/storefront/search': 'searches on-sale products and published articles only',
};

export interface AbuseRoute extends ApiRoute {
  key: string;
  surface: Interface;
}

/** The interface of each credential the document names (./interfaces.ts); none: open to anyone. */
const SURFACE_OF: Record<SecurityName, Interface> = {
  adminToken: 'staff',
  playerToken: 'player',
  partnerToken: 'partner',
  siteToken: 'site',
};

/** The document's routes, the site-token API's included, each with the interface whose credential it takes. */
export function abuseRoutes(routes: readonly RouterRoute[]): AbuseRoute[] {
  return apiRoutes(routes, { publicApi: true }).map((route) => ({
    ...route,
    key: `${route.method} ${route.path}`,
    surface: route.security ? SURFACE_OF[route.security] : 'open',
  }));
}

/** The route's path with every parameter set to `value` (a guard refuses before any lookup). */
export const concretePath = (path: string, value: string | number = 1): string =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, () => String(value));
