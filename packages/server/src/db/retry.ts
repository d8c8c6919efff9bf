/**
 * PostgreSQL cancels one of two transactions that wait on each other (deadlock, 40P01) or that cannot be
 * serialised (40001). Nothing of the cancelled one was written, so it is run again from the start: the caller
 * sees a short delay instead of a "busy, try again" answer. Only the outermost transaction retries (a savepoint
 * inside it cannot recover a cancelled transaction), and only a few times, with a random pause that lets the
 * winner commit first.
 */
import { pgError } from '../resources/db-errors';
import type { Db } from './client';

/** Deadlock detected, serialization failure. */
export const CONCURRENT_WRITE = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 4;

export function isConcurrentWrite(error: unknown): boolean {
  return CONCURRENT_WRITE.has(pgError(error)?.code ?? '');
}

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt + Math.floor(Math.random() * 20)));

/** Makes `db.transaction` re-run its callback after a deadlock or serialization failure. */
export function retryConcurrentWrites(db: Db): Db {
  const once = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (callback, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await once(callback, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isConcurrentWrite(error)) throw error;
        await pause(attempt);
      }
    }
  };
  db.transaction = transaction;
  return db;
}
