/**
 * What a refused request must look like: a 4xx (never 5xx) with the envelope, its message (and each validation
 * issue's) in the caller's language, and none of the values sent echoed back. A read may also answer 2xx (a
 * list takes any valid filter); a write never does.
 */
import type { BadRequest } from './fuzz-inputs';

const CJK = /[\u4e00-\u9fff]/;
const LOOKS_LIKE_KEY = /^[\w-]+(\.[\w-]+)+$/;

export interface Answer {
  status: number;
  text: string;
  contentType: string;
}

function translated(message: unknown, locale: 'zh-CN' | 'en-US'): boolean {
  if (typeof message !== 'string' || message === '' || LOOKS_LIKE_KEY.test(message)) return false;
  return locale === 'zh-CN' ? CJK.test(message) : !CJK.test(message);
}

/** A problem with the answer, or null when it is a proper refusal (or an allowed read). */
export function problemWith(request: BadRequest, answer: Answer, locale: 'zh-CN' | 'en-US'): string | null {
  const { status } = answer;
  if (status >= 500) return `server error ${status}: ${answer.text.slice(0, 300)}`;
  if (status < 400) {
    const read = request.method === 'GET' && (request.kind === 'query' || request.kind === 'path');
    return read ? null : `accepted (${status}) a request it must refuse`;
  }
  if (request.method === 'HEAD') return null;
  if (!answer.contentType.startsWith('application/json')) return `refusal is not JSON (${answer.contentType})`;
  let body: { code?: unknown; message?: unknown; data?: { issues?: { message?: unknown }[] } | null };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'refusal is not JSON';
  }
  if (typeof body.code !== 'number' || body.code === 1 || !('data' in body)) return 'refusal is not an envelope';
  if (!translated(body.message, locale)) return `message not in ${locale}: ${String(body.message)}`;
  for (const issue of body.data?.issues ?? []) {
    if (!translated(issue.message, locale)) return `issue message not in ${locale}: ${String(issue.message)}`;
  }
  // As the value would appear inside a JSON answer (control characters escaped).
  const echoed = request.sent.find(
    (value) => value.length >= 8 && answer.text.includes(JSON.stringify(value).slice(1, -1)),
  );
  if (echoed !== undefined) return `the answer echoes a value sent: ${echoed.slice(0, 40)}`;
  return null;
}
