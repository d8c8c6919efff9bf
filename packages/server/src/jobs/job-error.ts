/**
 * What a failed job keeps in `last_error` (and logs): a database error by its SQL state and constraint only —
 * drizzle's message repeats the statement's parameters, PostgreSQL's detail quotes values — other errors by their
 * message, cut to a readable length.
 */
import { errorLogFields } from '../http/error-log';

const MAX_LENGTH = 500;

export function jobErrorText(error: unknown): string {
  const fields = errorLogFields(error);
  const parts = [String(fields.err)];
  for (const key of ['sqlState', 'constraint', 'table', 'column'] as const) {
    if (fields[key]) parts.push(`${key} ${String(fields[key])}`);
  }
  const text = parts.join(', ');
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
