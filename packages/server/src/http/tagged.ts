/**
 * A text answer with a strong ETag of its bytes (a gzipped answer's tag says so: other bytes, other tag) and the
 * caching it is given; 304 when If-None-Match names either tag, so a browser, proxy or crawler that keeps it asks
 * again cheaply. Text of 1 KB or more is gzipped for clients that accept it. Used by the storefront's public
 * answers: the live home, the sitemap and robots.txt, the rendered pages.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { matchesTag } from '../storage/range';
import type { AppEnv } from './env';
import { acceptsGzip } from './gzip';

const gzipAsync = promisify(gzip);

export interface TaggedOptions {
  type: string;
  cacheControl: string;
  /** The request headers the answer depends on besides Accept-Encoding (the language, say). */
  varyAlso?: string;
  status?: ContentfulStatusCode;
}

export async function sendTagged(c: Context<AppEnv>, text: string, options: TaggedOptions) {
  const hash = createHash('sha256').update(text).digest('base64url');
  const plainTag = `"${hash}"`;
  const gzipTag = `"${hash}-gzip"`;
  const zip = text.length >= 1024 && acceptsGzip(c.req.header('accept-encoding'));
  c.header('Cache-Control', options.cacheControl);
  c.header('Vary', options.varyAlso ? `Accept-Encoding, ${options.varyAlso}` : 'Accept-Encoding');
  c.header('ETag', zip ? gzipTag : plainTag);
  const asked = c.req.header('if-none-match');
  if (matchesTag(asked, plainTag) || matchesTag(asked, gzipTag)) return c.body(null, 304);
  const status = options.status ?? 200;
  if (!zip) return c.body(text, status, { 'Content-Type': options.type });
  return c.body(new Uint8Array(await gzipAsync(text)), status, {
    'Content-Type': options.type,
    'Content-Encoding': 'gzip',
  });
}
