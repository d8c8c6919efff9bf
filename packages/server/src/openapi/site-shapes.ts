/**
 * Answer shapes of hand-written routes: the public API's tokens, the storefront's ads, search, the server monitor. See ./hand-outputs.ts for the rules; keyed
 * `METHOD path` exactly as the router lists them.
 */
import {
  API_BASE,
  LINK_KINDS,
  MONITOR_PATH,
  type MonitorDatabase,
  type MonitorRequests,
  type MonitorSeries,
  type MonitorSnapshot,
  SEARCH_KINDS,
  SEARCH_MATCHES,
  SEARCH_PATH,
  type SearchHit,
  SITE_TOKEN_SCOPES,
  SITE_TOKENS_PATH,
  type SiteToken,
  type SiteTokenCreated,
  STOREFRONT_PATH,
  type StorefrontAd,
} from '@soundboard/contract';
import * as v from 'valibot';
import { nullableNumber, nullableString, type Schema, shape } from './output-shapes';

const B = API_BASE;

const siteTokenEntries = {
  id: v.number(),
  name: v.string(),
  prefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: nullableString,
  expiresAt: nullableString,
  scopes: v.array(v.picklist(SITE_TOKEN_SCOPES)),
};
const siteToken = shape<SiteToken>()(siteTokenEntries);
const nullableNumbers = v.array(nullableNumber);
const percentiles = { p50: nullableNumber, p99: nullableNumber };

/** The public API's tokens, the storefront's ads, search, the server monitor. */
export const SITE_OUTPUTS: Record<string, Schema> = {
  [`GET ${B}${SITE_TOKENS_PATH}`]: v.array(siteToken),
  [`POST ${B}${SITE_TOKENS_PATH}`]: shape<SiteTokenCreated>()({ ...siteTokenEntries, token: v.string() }),
  [`DELETE ${B}${SITE_TOKENS_PATH}/:id{[0-9]+}`]: siteToken,
  [`GET ${B}${STOREFRONT_PATH}/ads`]: v.array(
    shape<StorefrontAd>()({
      id: v.number(),
      title: v.string(),
      imageUrl: v.string(),
      link: v.object({ kind: v.picklist(LINK_KINDS), target: v.string() }),
      width: v.number(),
      height: v.number(),
    }),
  ),
  [`POST ${B}${STOREFRONT_PATH}/ads/:id{[0-9]+}/click`]: v.null(),
  [`GET ${B}${SEARCH_PATH}`]: v.array(
    shape<SearchHit>()({
      kind: v.picklist(SEARCH_KINDS),
      id: v.number(),
      title: v.string(),
      match: v.picklist(SEARCH_MATCHES),
    }),
  ),
  [`GET ${B}${MONITOR_PATH}`]: shape<MonitorSnapshot>()({
    at: v.number(),
    uptimeSeconds: v.number(),
    current: shape<MonitorRequests>()({
      rate: v.number(),
      requests: v.number(),
      ...percentiles,
      clientErrorRate: v.number(),
      serverErrorRate: v.number(),
    }),
    eventLoop: v.object({ ...percentiles, max: nullableNumber }),
    memory: v.object({ rss: v.number(), heapUsed: v.number(), heapTotal: v.number() }),
    database: shape<MonitorDatabase>()({
      kind: v.picklist(['pglite', 'postgres']),
      queued: nullableNumber,
      running: v.optional(v.number()),
      total: v.optional(v.number()),
      idle: v.optional(v.number()),
    }),
    series: shape<MonitorSeries>()({
      from: v.number(),
      step: v.number(),
      requests: nullableNumbers,
      clientErrors: nullableNumbers,
      serverErrors: nullableNumbers,
      p50: nullableNumbers,
      p99: nullableNumbers,
      loopP50: nullableNumbers,
      loopP99: nullableNumbers,
      loopMax: nullableNumbers,
      rss: nullableNumbers,
      heapUsed: nullableNumbers,
      queued: nullableNumbers,
    }),
  }),
};
