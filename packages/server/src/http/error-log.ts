/**
 * What an unexpected error may put in a log line. A database error is described by its SQL state, constraint,
 * table and column only: drizzle's message repeats the statement's parameters (password and token hashes,
 * e-mails) and PostgreSQL's own message and detail quote the offending value. Other errors keep their message.
 */
import { pgError } from '../resources/db-errors';

interface PgFields {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
}

/** Only the `at …` frames: the stack's first lines repeat the message. */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function isDrizzleQueryError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:'));
}

export function errorLogFields(error: unknown): Record<string, unknown> {
  const db = pgError(error) as PgFields | null;
  if (db || isDrizzleQueryError(error)) {
    const fields: Record<string, unknown> = { err: 'database error', stack: framesOnly((error as Error).stack) };
    for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (db?.[key]) fields[key === 'code' ? 'sqlState' : key] = db[key];
    }
    return fields;
  }
  if (error instanceof Error) return { err: error.message, stack: error.stack };
  return { err: String(error) };
}
