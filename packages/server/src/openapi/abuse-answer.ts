/**
 * One abuse request and what its refusal must look like: the status and envelope code the case expects, and no
 * `data` (an envelope refusal carries null; a validation refusal only its issues). A non-JSON answer is never
 * read to its end (a live stream or a file would be a leak, reported as such).
 */
import type { CallOptions, Harness } from '../test/harness';

export interface Answer {
  status: number;
  code: unknown;
  message: unknown;
  data: unknown;
  /** Set when the answer is not the JSON envelope (its content type). */
  notJson?: string;
}

/** Sends the request; any method but GET carries an empty JSON object (a guard refuses before reading it). */
export async function ask(h: Harness, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const json = method === 'GET' ? undefined : (options.json ?? {});
  const response = await h.send(method, path, { ...options, ...(json === undefined ? {} : { json }) });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    await response.body?.cancel();
    return { status: response.status, code: undefined, message: undefined, data: undefined, notJson: type };
  }
  const body = (await response.json()) as { code?: unknown; message?: unknown; data?: unknown };
  return { status: response.status, code: body.code, message: body.message, data: body.data };
}

/** Only a validation refusal's list of issues counts as no data. */
const carriesNoData = (data: unknown) =>
  data === null ||
  data === undefined ||
  (typeof data === 'object' && Object.keys(data).length === 1 && Array.isArray((data as { issues?: unknown }).issues));

/** What is wrong with a refusal (null when it is the expected one). */
export function refusalProblem(answer: Answer, expected: { status: number; code: number }): string | null {
  if (answer.notJson !== undefined) return `answered ${answer.status} with ${answer.notJson || 'no content type'}`;
  if (answer.status !== expected.status || answer.code !== expected.code) {
    return `answered ${answer.status}/${String(answer.code)}, expected ${expected.status}/${expected.code}`;
  }
  if (!carriesNoData(answer.data)) return `refusal carries data: ${JSON.stringify(answer.data).slice(0, 200)}`;
  return null;
}

/** What is wrong with the answer to another owner's id, given the answer to an id that does not exist. */
export function otherOwnerProblem(theirs: Answer, missing: Answer): string | null {
  if (theirs.notJson !== undefined) return `answered ${theirs.status} with ${theirs.notJson || 'no content type'}`;
  if (theirs.status < 400 || theirs.status >= 500) return `answered ${theirs.status}: ${JSON.stringify(theirs.data)}`;
  if (theirs.status === 401 || theirs.status === 403) return `stopped before the lookup (${theirs.status})`;
  if (theirs.status !== missing.status || theirs.code !== missing.code || theirs.message !== missing.message) {
    return `answers ${theirs.status}/${String(theirs.code)} "${String(theirs.message)}" where a missing id answers ${missing.status}/${String(missing.code)} "${String(missing.message)}"`;
  }
  if (!carriesNoData(theirs.data)) return `refusal carries data: ${JSON.stringify(theirs.data).slice(0, 200)}`;
  return null;
}
