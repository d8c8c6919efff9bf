/**
 * A write sent while the page is going away (tab closed, reload), which must outlive the page: a keepalive fetch
 * with the token and the locale, beside the app's client because nobody is left to read its answer or show an
 * error (the next visit shows what was saved). Browsers cap keepalive bodies at 64 KB: a larger one is not sent.
 */
import { API_BASE, LOCALE_HEADER, SESSION_TOKEN_HEADER } from '@soundboard/contract';
import { getToken } from '../lib/token';
import { $locale } from '../stores/locale';

export function sendAsPageCloses(method: 'PUT' | 'POST', path: string, body: unknown): void {
  const token = getToken();
  if (!token) return;
  try {
    void fetch(`${API_BASE}${path}`, {
      method,
      keepalive: true,
      headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: token, [LOCALE_HEADER]: $locale.get() },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Above the keepalive limit: the last regular save stands.
  }
}
