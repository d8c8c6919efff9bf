/**
 * GET /behind/monitor (permission monitor:read, admin only): the server's own health over the last 15 minutes for
 * the server monitor screen. Series are columns of one value per fixed interval, oldest first; null where the
 * interval had nothing to measure (no request, or no sample taken). Times are milliseconds.
 */
export const MONITOR_PATH = '/monitor';

/** One interval of the series. */
export const MONITOR_BUCKET_SECONDS = 5;
/** The span the series cover. */
export const MONITOR_WINDOW_SECONDS = 15 * 60;
/** The span the "now" figures cover. */
export const MONITOR_CURRENT_SECONDS = 60;

export interface MonitorDatabase {
  kind: 'pglite' | 'postgres';
  /** Statements waiting for a connection (PostgreSQL pool) or for the PGlite worker; null when not reported. */
  queued: number | null;
  /** Statements running now. */
  running?: number;
  /** Pool connections open, and of them idle (PostgreSQL). */
  total?: number;
  idle?: number;
}

export interface MonitorRequests {
  /** Requests per second. */
  rate: number;
  requests: number;
  /** Latency percentiles in ms; null without requests. */
  p50: number | null;
  p99: number | null;
  /** Shares of the requests (0-1) answered 4xx and 5xx. */
  clientErrorRate: number;
  serverErrorRate: number;
}

export interface MonitorSeries {
  /** Start of the first interval (epoch ms); interval i starts at from + i × step. */
  from: number;
  step: number;
  /** Null for intervals before the process started. */
  requests: (number | null)[];
  clientErrors: (number | null)[];
  serverErrors: (number | null)[];
  p50: (number | null)[];
  p99: (number | null)[];
  loopP50: (number | null)[];
  loopP99: (number | null)[];
  loopMax: (number | null)[];
  /** Bytes. */
  rss: (number | null)[];
  heapUsed: (number | null)[];
  queued: (number | null)[];
}

export interface MonitorSnapshot {
  /** When the snapshot was taken (epoch ms, the server's clock). */
  at: number;
  uptimeSeconds: number;
  /** The last minute. */
  current: MonitorRequests;
  /** Event-loop delay over the last interval, ms. */
  eventLoop: { p50: number | null; p99: number | null; max: number | null };
  memory: { rss: number; heapUsed: number; heapTotal: number };
  database: MonitorDatabase;
  series: MonitorSeries;
}
