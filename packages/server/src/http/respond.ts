import { type Envelope, RESULT_CODES, ResultCode, translate } from '@soundboard/contract';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './env';
import type { ApiError } from './errors';

export function ok<T>(c: Context<AppEnv>, data: T) {
  const body: Envelope<T> = {
    code: ResultCode.Success,
    message: translate(c.var.locale, RESULT_CODES[ResultCode.Success].messageKey),
    data,
  };
  return c.json(body, 200);
}

export function fail(c: Context<AppEnv>, error: ApiError, values: Record<string, string> = {}) {
  const body: Envelope = {
    code: error.code,
    message: translate(c.var.locale ?? 'zh-CN', error.messageKey, { ...error.values, ...values }),
    data: error.data,
  };
  return c.json(body, error.status as ContentfulStatusCode);
}
