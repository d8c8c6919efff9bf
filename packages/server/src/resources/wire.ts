/** Records as they travel: dates as ISO strings, the labels of their references beside the ids. */
import { ResultCode, translate, type ValidationIssue } from '@soundboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { labelsOf, type RefLabels } from './refs';

export function toWire(row: Record<string, unknown>, refs: RefLabels = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  out.refLabels = labelsOf(row, refs);
  return out;
}

/** A 422 whose issues (message keys) are translated for the caller; the first one is the headline. */
export function validationError(
  c: Context<AppEnv>,
  issues: { path: string; message: string; values?: Record<string, string> }[],
): ApiError {
  const translated: ValidationIssue[] = issues.map((issue) => ({
    path: issue.path,
    message: translate(c.var.locale, issue.message, issue.values ?? {}),
  }));
  const first = issues[0];
  return new ApiError(
    ResultCode.ValidationFailed,
    first?.message ?? 'result.validationFailed',
    { issues: translated },
    first?.values ?? {},
  );
}
