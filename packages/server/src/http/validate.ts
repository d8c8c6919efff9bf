/**
 * Strict body/query validation with the contract's valibot schemas. Hono's own JSON validator reads a non-JSON
 * content type as `{}`; here a wrong content type is a 415 and a malformed body a 422.
 */
import { issueValues, ResultCode, translate, type ValidationIssue } from '@soundboard/contract';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './env';
import { ApiError } from './errors';

type Schema = v.GenericSchema;

/**
 * Where a NUL character hides in an input (a dotted path), or null. PostgreSQL text cannot hold U+0000: a value
 * that passed its schema would still fail in the database (500), so it is refused here, before any schema.
 */
export function nulPath(input: unknown, path = ''): string | null {
  if (typeof input === 'string') return input.includes('\0') ? path : null;
  if (typeof input !== 'object' || input === null) return null;
  for (const [key, value] of Object.entries(input)) {
    const inner = path === '' ? key : `${path}.${key}`;
    if (key.includes('\0')) return inner;
    const found = nulPath(value, inner);
    if (found !== null) return found;
  }
  return null;
}

export function refuseNul(c: Context<AppEnv>, input: unknown): void {
  const path = nulPath(input);
  if (path === null) return;
  const issues: ValidationIssue[] = [{ path, message: translate(c.var.locale, 'validation.invalid') }];
  throw new ApiError(ResultCode.ValidationFailed, 'validation.invalid', { issues });
}

/**
 * A NUL in the URL path (`%00`) names nothing: 404 before any route reads it as a key (a dictionary code, a
 * config group), which the database would refuse with a server error.
 */
export const refuseNulInPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The raw path before any query, without parsing a URL object on every request.
  const url = c.req.url;
  const query = url.indexOf('?');
  if ((query < 0 ? url : url.slice(0, query)).includes('%00')) throw new ApiError(ResultCode.NotFound);
  await next();
};

/** Tests listen here to learn which schema each route validates with (openapi/ checks its document by it). */
export const validationProbe: { seen: ((c: Context<AppEnv>, where: 'body' | 'query', schema: Schema) => void) | null } =
  { seen: null };

function issueMessage(issue: v.BaseIssue<unknown>): string {
  // valibot's own texts (type errors, strict-object keys) are English sentences, not our keys.
  if (issue.type === 'strict_object' || issue.type === 'object_rest') return 'validation.unknownField';
  if (issue.kind === 'schema' && issue.message.startsWith('Invalid')) return 'validation.type';
  return issue.message;
}

export function parseWith<S extends Schema>(c: Context<AppEnv>, schema: S, input: unknown): v.InferOutput<S> {
  refuseNul(c, input);
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const issues: ValidationIssue[] = result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    message: translate(c.var.locale, issueMessage(issue), issueValues(issue)),
  }));
  const [first] = result.issues;
  throw new ApiError(ResultCode.ValidationFailed, issueMessage(first), { issues }, issueValues(first));
}

export async function jsonBody<S extends Schema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(ResultCode.UnsupportedMediaType);
  validationProbe.seen?.(c, 'body', schema);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(ResultCode.ValidationFailed, 'validation.type', { issues: [] });
  }
  return parseWith(c, schema, body);
}

export function queryOf<S extends Schema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  validationProbe.seen?.(c, 'query', schema);
  return parseWith(c, schema, c.req.query());
}

/** Route params are strings; ids must be positive 32-bit integers. */
export function idParam(c: Context<AppEnv>, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new ApiError(ResultCode.NotFound);
  return id;
}
