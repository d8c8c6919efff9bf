/**
 * The security-event log (ASVS 16.3): every refused request whose refusal says something about the caller —
 * bad credentials, a wrong old password, no or an expired session, a missing permission, throttling, input that
 * failed validation, an oversized or mistyped body — as one `warn` line with who (user id when signed in) and from
 * where (client address). Lines hold codes, keys and field paths, never values: no secret reaches the log.
 */
import { ResultCode, type ResultCodeValue } from '@soundboard/contract';
import type { Context } from 'hono';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';
import type { ApiError } from './errors';

const SECURITY_CODES = new Set<ResultCodeValue>([
  ResultCode.SessionInvalid,
  ResultCode.BadCredentials,
  ResultCode.ValidationFailed,
  ResultCode.Forbidden,
  ResultCode.TooManyRequests,
  ResultCode.PasswordChangeRequired,
  ResultCode.PayloadTooLarge,
  ResultCode.UnsupportedMediaType,
]);

/** Who and where, for any log line about a request (error lines too). */
export function requestActor(c: Context<AppEnv>): { userId: number | null; address: string } {
  let address = 'unknown';
  try {
    address = clientAddress(c);
  } catch {} // before the request context is set (a body-limit refusal): no deps yet
  return { userId: c.get('user')?.userId ?? null, address };
}

/** The field paths of a validation refusal (never the values). */
function issuePaths(data: unknown): string[] | undefined {
  const issues = (data as { issues?: { path?: unknown }[] } | null)?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue) => String(issue.path ?? ''));
}

export function logSecurityEvent(c: Context<AppEnv>, error: ApiError): void {
  if (!SECURITY_CODES.has(error.code)) return;
  const log = c.var.deps?.log;
  if (!log) return;
  const fields = issuePaths(error.data);
  log('warn', 'security event', {
    event: error.messageKey,
    code: error.code,
    status: error.status,
    method: c.req.method,
    path: c.req.path,
    ...requestActor(c),
    ...(fields ? { fields } : {}),
    ref: c.var.requestId,
  });
}
