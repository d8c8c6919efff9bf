/**
 * Downloads a file the API serves (a CSV export): it needs the admin-token header, which a plain link cannot
 * send, so it is fetched and handed to the browser as an object URL with the server's file name.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { API_BASE } from '../api/core';
import { getToken } from '../lib/token';
import { $locale } from '../stores/locale';

function fileName(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export async function download(path: string, fallbackName: string): Promise<boolean> {
  const token = getToken();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { ...(token ? { 'admin-token': token } : {}), 'arco-locale': $locale.get() },
  }).catch(() => null);
  if (!response?.ok) {
    // An error answer is an envelope with a translated message.
    const body = (await response?.json().catch(() => null)) as { message?: string } | null;
    toast.error(body?.message ?? response?.statusText ?? 'Request Error');
    return false;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
