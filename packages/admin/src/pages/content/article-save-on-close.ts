/**
 * The save sent while the page is going away (tab closed, reload), which must outlive the page: a keepalive fetch
 * with the token, outside the app's client (nobody is left to show its answer).
 */
import { API_BASE, ARTICLES_PATH } from '@soundboard/contract';
import { getToken } from '../../lib/token';
import { $locale } from '../../stores/locale';

/** Fire and forget: nobody is left to read the answer (the next visit shows what was saved). */
export function saveAsPageCloses(id: number, input: Record<string, unknown>, version: number): void {
  const token = getToken();
  if (!token) return;
  try {
    void fetch(`${API_BASE}${ARTICLES_PATH}/${id}`, {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'admin-token': token, 'arco-locale': $locale.get() },
      body: JSON.stringify({ ...input, version }),
    }).catch(() => undefined);
  } catch {
    // A body above the browser's keepalive limit (64 KB) cannot be sent this way; the last autosave stands.
  }
}
