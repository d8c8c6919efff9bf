/**
 * Tests only: the part of XMLHttpRequest the upload transport uses, over node:http (Node has no
 * XMLHttpRequest). The body is written in chunks and upload progress is reported as each chunk is flushed, like
 * a browser does; abort() ends the request.
 */
import { type ClientRequest, request as httpRequest } from 'node:http';

const CHUNK = 16 * 1024;

type ProgressListener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export class NodeXhr {
  upload: { onprogress: ProgressListener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType: 'text' | 'blob' = 'text';
  status = 0;
  statusText = '';
  response: string | Blob = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders: Record<string, string | string[] | undefined> = {};
  private pending: ClientRequest | null = null;
  private aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    const value = this.answerHeaders[name.toLowerCase()];
    return value === undefined ? null : String(value);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.pending?.destroy();
    this.onabort?.();
  }

  send(body: FormData | string | null): void {
    void this.transmit(body);
  }

  private async transmit(body: FormData | string | null): Promise<void> {
    // A Request encodes FormData as multipart with its boundary, as the browser does.
    const encoded = new Request(this.url, { method: this.method, body });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type');
    const req = httpRequest(this.url, {
      method: this.method,
      headers: { ...this.headers, ...(type ? { 'content-type': type } : {}), 'content-length': bytes.length },
    });
    this.pending = req;
    req.on('error', () => {
      if (!this.aborted) this.onerror?.();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        this.status = res.statusCode ?? 0;
        this.statusText = res.statusMessage ?? '';
        this.answerHeaders = res.headers;
        const all = Buffer.concat(chunks);
        this.response =
          this.responseType === 'blob'
            ? new Blob([all], { type: String(res.headers['content-type'] ?? '') })
            : all.toString('utf8');
        this.onload?.();
      });
    });
    for (let loaded = 0; loaded < bytes.length && !this.aborted; ) {
      const chunk = bytes.subarray(loaded, loaded + CHUNK);
      await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
      loaded += chunk.length;
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: bytes.length });
    }
    if (!this.aborted) req.end();
  }
}

export const nodeXhr = () => new NodeXhr() as unknown as XMLHttpRequest;
