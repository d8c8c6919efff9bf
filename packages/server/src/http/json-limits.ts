/**
 * Body limits of JSON requests: 64 KiB, or 1 MiB for the writes that carry rich text (resources/rich-text-limit.ts
 * says which). Shared by the app's /behind routes and the public API's, which applies them only after the site
 * token is checked.
 */
import { ResultCode } from '@soundboard/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isRichTextWrite, RICH_TEXT_BODY_MAX_BYTES } from '../resources/rich-text-limit';
import { ApiError } from './errors';
import { fail } from './respond';

export const JSON_MAX_BYTES = 64 * 1024;

export const jsonLimit = bodyLimit({
  maxSize: JSON_MAX_BYTES,
  onError: (c) => fail(c, new ApiError(ResultCode.PayloadTooLarge)),
});

/** Creates and updates of records with rich text. */
export const richTextLimit = bodyLimit({
  maxSize: RICH_TEXT_BODY_MAX_BYTES,
  onError: (c) => fail(c, new ApiError(ResultCode.PayloadTooLarge)),
});

/**
 * HTTP/1.1 says a body's length before it: a request Node's parser read without Content-Length (or with 0) and
 * without Transfer-Encoding has none. A request from elsewhere (a test's app.request) may have one either way.
 */
export function declaresBody(c: Context): boolean {
  const headers = (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)
    ?.incoming?.headers;
  if (!headers) return true;
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** The limit of this request's JSON body (none to read for a GET, a HEAD or a request without a body). */
export const jsonBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !declaresBody(c)) return next();
  return (isRichTextWrite(c.req.method, c.req.path) ? richTextLimit : jsonLimit)(c, next);
};
