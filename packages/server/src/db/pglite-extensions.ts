/**
 * The PostgreSQL extensions the migrations create (drizzle/0003: pg_trgm for the order-number search), which
 * PGlite must load whenever it opens a data directory. The worker thread (pglite-worker.mjs, plain JS) names
 * the same list itself.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
