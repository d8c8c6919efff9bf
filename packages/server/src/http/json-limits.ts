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

const tooLarge = (c: Context) => fail(c, new ApiError(ResultCode.PayloadTooLarge));

/** The headers as Node's parser read them, or undefined for a request from elsewhere (a test's app.request). */
function incomingHeaders(c: Context): Record<string, string | string[] | undefined> | undefined {
  return (c.env as { incoming?: { headers?: Record<string, string | string[] | undefined> } } | undefined)?.incoming
    ?.headers;
}

/**
 * A body limit that trusts the declared length when Node's parser read the request: Node frames the body by its
 * Content-Length, so no more than that arrives as this body, and the handler then reads it straight from the socket
 * (the adapter's fast path of json()). Hono's bodyLimit reads `c.req.raw.body`, which turns the adapter's light
 * request into a whole Fetch Request over a web stream: that doubled the cost of a small JSON POST. A chunked body
 * (no length said) and a request from elsewhere go through Hono's bodyLimit, which counts while it reads.
 */
function lengthLimit(maxSize: number): MiddlewareHandler {
  const counting = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const headers = incomingHeaders(c);
    const length = headers?.['content-length'];
    if (!headers || headers['transfer-encoding'] !== undefined || typeof length !== 'string') return counting(c, next);
    return Number(length) > maxSize ? tooLarge(c) : next();
  };
}

export const jsonLimit = lengthLimit(JSON_MAX_BYTES);

/** Creates and updates of records with rich text. */
export const richTextLimit = lengthLimit(RICH_TEXT_BODY_MAX_BYTES);

/**
 * HTTP/1.1 says a body's length before it: a request Node's parser read without Content-Length (or with 0) and
 * without Transfer-Encoding has none. A request from elsewhere (a test's app.request) may have one either way.
 */
export function declaresBody(c: Context): boolean {
  const headers = incomingHeaders(c);
  if (!headers) return true;
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** The limit of this request's JSON body (none to read for a GET, a HEAD or a request without a body). */
export const jsonBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !declaresBody(c)) return next();
  return (isRichTextWrite(c.req.method, c.req.path) ? richTextLimit : jsonLimit)(c, next);
};
