/**
 * The shared file store: S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode), for several
 * server processes on several machines that share one PostgreSQL and so cannot share a local directory. Objects
 * are `files/ab/cdef…` in one bucket. Requests are signed with aws4fetch (SigV4 over fetch, no SDK); the signed
 * payload hash makes the server check each upload's bytes.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { sha256 } from './directory-store';
import { CONTENT_HASH, checkHash, type FileStore } from './file-store';

export interface S3Options {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, most self-hosted servers) instead of `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page (S3's maximum and default: 1000); tests set it low to follow the pages. */
  listPageSize?: number;
}

const PREFIX = 'files/';
/** Metadata calls that hang would hold a request forever; a download streams as long as it takes. */
const CALL_TIMEOUT_MS = 30_000;

/** The error names the operation and S3's status and error code, never the request's signed headers. */
async function failure(operation: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1] ?? '';
  return new Error(`S3 ${operation} failed: ${response.status} ${code}`.trim());
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** `length` bytes of `source` after skipping `skip` (the rest is not read). */
function slice(source: Readable, skip: number, length: number): Readable {
  return Readable.from(
    (async function* () {
      let toSkip = skip;
      let left = length;
      for await (const chunk of source) {
        let part = chunk as Buffer;
        const skipped = Math.min(toSkip, part.length);
        part = part.subarray(skipped);
        toSkip -= skipped;
        if (part.length === 0) continue;
        if (part.length >= left) {
          yield part.subarray(0, left);
          return; // leaving the loop destroys the source
        }
        left -= part.length;
        yield part;
      }
    })(),
  );
}

export function s3Store(options: S3Options): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // aws4fetch retries 5xx and 429 with backoff; a few tries are enough before the caller hears of it.
    retries: 3,
  });
  const endpoint = new URL(options.endpoint);
  const base = options.forcePathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const urlOf = (hash: string) => `${base}/${PREFIX}${checkHash(hash).slice(0, 2)}/${hash.slice(2)}`;
  const call = (url: string, init: RequestInit = {}) =>
    client.fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) });

  const stat = async (hash: string) => {
    const response = await call(urlOf(hash), { method: 'HEAD' });
    if (response.status === 404) return null;
    if (!response.ok) throw await failure('HEAD', response);
    return Number(response.headers.get('content-length'));
  };

  return {
    kind: 's3',
    async put(bytes) {
      const hash = sha256(bytes);
      if ((await stat(hash)) !== null) return hash;
      // Two processes putting the same content write the same object: S3 keeps one, either is right.
      const response = await call(urlOf(hash), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        // The content's own hash as the signed payload hash: S3 refuses bytes that arrive different.
        headers: { 'content-type': 'application/octet-stream', 'x-amz-content-sha256': hash },
      });
      if (!response.ok) throw await failure('PUT', response);
      return hash;
    },
    async get(hash, range) {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      // No timeout here: the body streams to the client for as long as the download lasts.
      const response = await client.fetch(urlOf(hash), { headers });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure('GET', response);
      // 206: "bytes a-b/size". A server may also ignore the Range (200) or answer more than asked: cut to it.
      const answered = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
      const size = Number(answered?.[3] ?? response.headers.get('content-length'));
      const body = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
      if (!range) return { size, body };
      const from = response.status === 206 && answered ? Number(answered[1]) : 0;
      if (from > range.start) throw new Error('S3 GET answered a range that misses the one asked');
      const exact = from === range.start && Number(answered?.[2]) === range.end;
      return { size, body: exact ? body : slice(body, range.start - from, range.end - range.start + 1) };
    },
    stat,
    async remove(hash) {
      const response = await call(urlOf(hash), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await failure('DELETE', response);
    },
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: PREFIX });
        if (options.listPageSize) query.set('max-keys', String(options.listPageSize));
        if (token) query.set('continuation-token', token);
        const response = await call(`${base}?${query}`);
        if (!response.ok) throw await failure('LIST', response);
        const xml = await response.text();
        for (const [, key = ''] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const hash = key.slice(PREFIX.length).replace('/', '');
          if (key.startsWith(PREFIX) && key[PREFIX.length + 2] === '/' && CONTENT_HASH.test(hash)) yield hash;
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? unescapeXml(next) : undefined;
      } while (token);
    },
  };
}
