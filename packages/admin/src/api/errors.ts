/** The one error type every API call rejects with. */
import { ResultCode, type ResultCodeValue } from '@soundboard/contract';

export type ApiErrorKind = 'envelope' | 'transport';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** 'envelope': the server answered with a code other than 1; 'transport': no usable answer. */
    readonly kind: ApiErrorKind,
    /** The envelope's result code (null for transport errors). */
    readonly code: ResultCodeValue | null,
    /** HTTP status (0 when the request never got an answer). */
    readonly status: number,
    /** The envelope's data (e.g. validation issues), if any. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Someone saved the record first: the form keeps what was typed and offers to load theirs. */
export function isVersionConflict(error: unknown): boolean {
  return isApiError(error) && error.code === ResultCode.VersionConflict;
}

/** A validation failure's issues ({ path, message }, translated by the server) as sent; empty for any other error. */
export function errorIssues(error: unknown): { path: string; message: string }[] {
  if (!isApiError(error)) return [];
  return (error.data as { issues?: { path: string; message: string }[] } | null)?.issues ?? [];
}

/**
 * A validation failure's issues ({ path, message }, already translated by the server) keyed by the field
 * (the path's first segment), for a form's validationErrors; empty for any other error.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(errorIssues(error).map((issue) => [issue.path.split('.')[0] ?? '', issue.message]));
}
