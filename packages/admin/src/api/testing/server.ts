/**
 * Tests only: a real HTTP server on a free local port that records each request (headers, body) and answers it
 * with the handler the test gives for its path.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

export type Handler = (received: Received) => Reply;

export const envelopeReply = (status: number, envelope: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(envelope),
});

export async function startServer(routes: Record<string, Handler>) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    // A cancelled upload resets the connection: nothing to answer.
    req.on('error', () => undefined);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      const handler = routes[entry.url.split('?')[0] ?? ''];
      const reply = handler ? handler(entry) : { status: 404, body: 'no route' };
      res.writeHead(reply.status, reply.headers ?? {});
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
