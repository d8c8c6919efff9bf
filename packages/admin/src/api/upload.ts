/**
 * Uploads one file as multipart form data (field `file`) to a path under /behind. Not through request():
 * redaxios gives no upload progress, which the Upload widget shows, so this uses XMLHttpRequest; the envelope
 * is read the same way (code 1 is success, anything else rejects with the server's message).
 */
import { getToken } from '../lib/token';
import { API_BASE } from './core';

export function uploadFile<T>(
  path: string,
  file: File,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('admin-token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { code: number; message: string; data: T };
        if (body.code === 1) resolve(body.data);
        else reject(new Error(body.message));
      } catch {
        reject(new Error(xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error(xhr.statusText));
    signal.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
