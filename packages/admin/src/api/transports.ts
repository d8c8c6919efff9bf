/**
 * How ./core's calls reach the server: redaxios (over fetch) for everything but uploads, XMLHttpRequest for uploads.
 * Both only carry bytes: the address, headers, the envelope and errors are ./core's.
 */
import redaxios from 'redaxios';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Outgoing {
  method: Method;
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
  /** A Blob for 'blob'; for 'text', the text, or its JSON value when it parses (redaxios decodes it). */
  body: unknown;
}

export type Transport = (outgoing: Outgoing) => Promise<Incoming>;

export function redaxiosTransport(fetchLike: FetchLike): Transport {
  return async ({ method, url, headers, body, responseType, signal }) => {
    const answer = await redaxios({
      url,
      method,
      headers,
      data: body,
      responseType,
      // An envelope comes with any status: ./core reads it, so no status rejects.
      validateStatus: () => true,
      // redaxios does not hand fetch a signal; its fetch option is where the call's own goes in.
      fetch: (input, init) => fetchLike(String(input), signal ? { ...init, signal } : init),
    });
    // redaxios swallows a body read that fails (aborted mid-answer) and resolves without data.
    signal?.throwIfAborted();
    return { status: answer.status, header: (name) => answer.headers.get(name), body: answer.data };
  };
}

/** Uploads stay on XMLHttpRequest: the only browser API that reports upload progress (redaxios and fetch have none). */
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
