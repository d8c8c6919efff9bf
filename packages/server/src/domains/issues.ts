/**
 * How the business rules say no: problems with what was typed are field issues (422, under paths such as
 * `lines.2.qty`, gathered so the form shows them all at once); a refusal because of where a record stands is a
 * 409 with one translated sentence.
 */
import { ResultCode } from '@soundboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { validationError } from '../resources/wire';

interface Issue {
  path: string;
  message: string;
  values?: Record<string, string>;
}

export class Issues {
  private readonly list: Issue[] = [];

  add(path: string, message: string, values: Record<string, string> = {}): void {
    this.list.push({ path, message, values });
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  /** Throws the gathered issues as one 422; does nothing when there are none. */
  throwIfAny(c: Context<AppEnv>): void {
    if (!this.empty) throw validationError(c, this.list);
  }
}

/** One field issue, thrown at once (when going on makes no sense). */
export function fieldError(
  c: Context<AppEnv>,
  path: string,
  message: string,
  values: Record<string, string> = {},
): ApiError {
  return validationError(c, [{ path, message, values }]);
}

/** The record's state forbids it (409), with the reason's message key and its placeholders. */
export function refused(message: string, values: Record<string, string> = {}): ApiError {
  return new ApiError(ResultCode.InvalidTransition, message, null, values);
}
