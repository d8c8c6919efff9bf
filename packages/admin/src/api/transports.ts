/**
 * How ./core's calls reach the server: fetch for everything but uploads, XMLHttpRequest for uploads (the only
 * browser API that reports upload progress). Both only carry bytes: headers, the envelope and errors are ./core's.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface Outgoing {
  method: string;
  /** The full address, query included. */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  /** 'blob' for files; 'text' for envelopes. */
  responseType: 'text' | 'blob';
  signal?: AbortSignal | undefined;
  onUploadProgress?: ((percent: number) => void) | undefined;
}

export interface Incoming {
  status: number;
  header: (name: string) => string | null;
  body: string | Blob;
}

export type Transport = (outgoing: Outgoing) => Promise<Incoming>;

export function fetchTransport(fetchLike: FetchLike): Transport {
  return async ({ method, url, headers, body, responseType, signal }) => {
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = body;
    if (signal) init.signal = signal;
    const response = await fetchLike(url, init);
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      body: responseType === 'blob' ? await response.blob() : await response.text(),
    };
  };
}

export function xhrTransport(createXhr: () => XMLHttpRequest): Transport {
  return ({ method, url, headers, body, responseType, signal, onUploadProgress }) =>
    new Promise((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(method, url);
      xhr.responseType = responseType;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          body: xhr.response as string | Blob,
        });
      xhr.onerror = () => reject(new Error(xhr.statusText));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body ?? null);
    });
}
