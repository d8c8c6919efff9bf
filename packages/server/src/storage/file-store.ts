/**
 * The file store: content-addressed bytes outside the database (key = SHA-256 hex of the content). Two drivers
 * behind this one interface: a directory under DATA_DIR (`files/ab/cdef…`, the embedded default) and
 * S3-compatible object storage (several server processes on several machines share one bucket). Metadata (name,
 * kind, who uses it) stays in the database; the store knows only hashes.
 */
import type { Readable } from 'node:stream';

/** A store key: the SHA-256 of the content, 64 lower-case hex digits. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

/** Refuses anything that is not a content hash before it becomes a path or an object key. */
export function checkHash(hash: string): string {
  if (!CONTENT_HASH.test(hash)) throw new Error(`not a content hash: ${hash.slice(0, 80)}`);
  return hash;
}

export interface StoredObject {
  size: number;
  /** The bytes from `start` to `end` inclusive (the whole object when no range was asked). */
  body: Readable;
}

export interface FileStore {
  readonly kind: 'directory' | 's3';
  /** Stores bytes under their hash; storing content that is already there is a no-op. Answers the hash. */
  put(bytes: Uint8Array): Promise<string>;
  /** The object, or a byte range of it (inclusive bounds, already checked against the size), or null if absent. */
  get(hash: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  /** The object's size, or null if absent. */
  stat(hash: string): Promise<number | null>;
  /** Removes the object (absent: no-op). Callers remove only hashes nothing in the database names any more. */
  remove(hash: string): Promise<void>;
  /** Every hash in the store (backups, orphan sweeps). */
  list(): AsyncIterable<string>;
}
