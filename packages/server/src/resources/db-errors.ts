/**
 * PostgreSQL's refusals turned into answers a user can act on. The same fields arrive from node-postgres and
 * from PGlite (also across the worker thread), possibly wrapped by drizzle as `cause`.
 */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
  detail?: string;
}

export function pgError(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as PgErrorFields & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
