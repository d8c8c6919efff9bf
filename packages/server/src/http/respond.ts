import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { type Envelope, RESULT_CODES, ResultCode, translate } from '@soundboard/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env';
import type { ApiError } from './errors';
import { acceptsGzip } from './gzip';
import { logSecurityEvent } from './security-log';

const gzipAsync = promisify(gzip);
/** Smaller answers are sent as they are: gzip would save less than its own cost. */
const GZIP_FROM_BYTES = 1024;

/**
 * The envelope as JSON, gzipped (off the event loop, by zlib's thread pool) when the client asks for it and the
 * answer is large enough to gain. Built once as bytes: no compression stream, no Response rebuilt afterwards.
 */
async function sendJson(c: Context<AppEnv>, body: Envelope<unknown>, status: ContentfulStatusCode) {
  const text = JSON.stringify(body);
  const type = { 'Content-Type': 'application/json' };
  if (text.length < GZIP_FROM_BYTES || !acceptsGzip(c.req.header('accept-encoding'))) return c.body(text, status, type);
  const zipped = await gzipAsync(text);
  return c.body(new Uint8Array(zipped), status, { ...type, 'Content-Encoding': 'gzip' });
}

export function ok<T>(c: Context<AppEnv>, data: T) {
  const body: Envelope<T> = {
    code: ResultCode.Success,
    message: translate(c.var.locale, RESULT_CODES[ResultCode.Success].messageKey),
    data,
  };
  return sendJson(c, body, 200);
}

export function fail(c: Context<AppEnv>, error: ApiError, values: Record<string, string> = {}) {
  logSecurityEvent(c, error);
  const body: Envelope = {
    code: error.code,
    message: translate(c.var.locale ?? 'zh-CN', error.messageKey, { ...error.values, ...values }),
    data: error.data,
  };
  return sendJson(c, body, error.status as ContentfulStatusCode);
}
