/**
 * A material's thumbnail as served (GET /behind/files/:id/thumb for staff, GET /behind/storefront/files/:id/thumb
 * for the public): the stored one, drawn at upload for a raster image larger than 320 px; an image without one
 * answers itself; other kinds 404.
 */
import { buffer } from 'node:stream/consumers';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { sniffImage } from '../routes/avatar';
import type { FileStore } from '../storage/file-store';
import { serveStored } from '../storage/serve';

/** What serving a thumbnail reads of a material row. */
export interface ThumbnailSource {
  hash: string;
  mime: string;
  size: number;
  thumbHash: string | null;
}

export async function serveThumbnail(c: Context<AppEnv>, row: ThumbnailSource): Promise<Response> {
  if (row.thumbHash)
    return serveStored(c, { hash: row.thumbHash, mime: await thumbMime(c.var.deps.files, row.thumbHash) });
  if (row.mime.startsWith('image/')) return serveStored(c, row);
  throw notFound();
}

/** Thumbnails' types (the table keeps only their hash), read from their first bytes once: content never changes. */
const thumbMimes = new Map<string, string>();
const THUMB_MIMES_KEPT = 2000;

async function thumbMime(store: FileStore, hash: string): Promise<string> {
  const known = thumbMimes.get(hash);
  if (known) return known;
  const size = (await store.stat(hash)) ?? 0;
  const head = size > 0 ? await store.get(hash, { start: 0, end: Math.min(size, 12) - 1 }) : null;
  const mime = (head && sniffImage(await buffer(head.body))) || 'application/octet-stream';
  if (thumbMimes.size >= THUMB_MIMES_KEPT) thumbMimes.clear();
  thumbMimes.set(hash, mime);
  return mime;
}
