/**
 * Answers stored content over HTTP (materials, thumbnails, avatars): streamed from the file store, never held
 * whole in memory; one byte range for seeking in audio and video; the content hash as ETag, so a browser keeps
 * its copy and asks again each time (304 while unchanged), and the session is checked on every ask.
 */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { byteRange, matchesTag } from './range';

export interface Servable {
  hash: string;
  mime: string;
  /** Known from the database (materials.size): saves asking the store. */
  size?: number;
  /** Content still held by its database row (not moved to the store yet): answered from memory. */
  bytes?: Uint8Array;
}

/**
 * private: only the signed-in browser may keep it (no shared cache); max-age=0 + must-revalidate: every use
 * goes back to the server with If-None-Match, so a signed-out or other session gets 401 instead of the copy.
 */
export const STORED_CACHE_CONTROL = 'private, max-age=0, must-revalidate';
/** An SVG opened on its own is a document: no script, no fetch, only its inline styles. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export async function serveStored(c: Context<AppEnv>, file: Servable): Promise<Response> {
  const { files, log } = c.var.deps;
  const etag = `"${file.hash}"`;
  c.header('Content-Type', file.mime);
  c.header('Cache-Control', STORED_CACHE_CONTROL);
  c.header('ETag', etag);
  c.header('Accept-Ranges', 'bytes');
  c.header('X-Content-Type-Options', 'nosniff');
  if (file.mime === 'image/svg+xml') c.header('Content-Security-Policy', SVG_POLICY);
  if (matchesTag(c.req.header('if-none-match'), etag)) return c.body(null, 304);

  const size = file.size ?? (await files.stat(file.hash));
  if (size === null) {
    log('warn', 'stored content missing', { hash: file.hash });
    throw notFound();
  }
  // If-Range: the range only applies to the version the client already holds part of.
  const ifRange = c.req.header('if-range');
  const range =
    ifRange && ifRange.trim() !== etag ? { kind: 'whole' as const } : byteRange(c.req.header('range'), size);
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  c.header('Content-Length', String(part ? part.end - part.start + 1 : size));
  if (part) c.header('Content-Range', `bytes ${part.start}-${part.end}/${size}`);
  const status = part ? 206 : 200;
  // HEAD: the headers alone; the store is not opened.
  if (c.req.method === 'HEAD') return c.body(null, status);
  if (file.bytes) {
    const slice = part ? file.bytes.subarray(part.start, part.end + 1) : file.bytes;
    return c.body(new Uint8Array(slice), status);
  }
  const object = await files.get(file.hash, part);
  if (!object) {
    log('warn', 'stored content missing', { hash: file.hash });
    throw notFound();
  }
  return c.body(Readable.toWeb(object.body) as ReadableStream<Uint8Array>, status);
}
