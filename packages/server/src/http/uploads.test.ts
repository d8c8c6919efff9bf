import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { loginWithoutSecondFactor } from '../test/without-two-factor';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/png' }), 'image.png');
  return form;
}

/** A chunked body (no Content-Length) of `total` bytes that counts how much of it the server pulled. */
function countedStream(total: number, chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, counter };
}

forEachDriver('uploads and served images', (h) => {
  it('serves avatars and uploaded images as private and revalidated on every use: after sign-out the server answers 401, not the cache', async () => {
    const token = await loginWithoutSecondFactor(h, 'admin', DEMO.admin);
    const avatar = await h.call('POST', '/behind/account/avatar', { token, body: upload(PNG) });
    const image = await h.call('POST', '/behind/files', { token, body: upload(PNG) });
    expect(avatar.body.code).toBe(1);
    expect(image.body.code).toBe(1);
    for (const url of [avatar.body.data.avatar as string, `/behind/files/${image.body.data.id}`]) {
      const res = await h.app.request(url, { headers: { 'admin-token': token } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    }
  });

  it('refuses an anonymous chunked upload of 2 MiB with 401 before reading its body', async () => {
    for (const path of ['/behind/files', '/behind/account/avatar']) {
      const { stream, counter } = countedStream(2 * 1024 * 1024);
      const res = await h.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '10.9.0.1' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe(400005);
      // At most what a stream queues by itself: nothing was read on the server's behalf.
      expect(counter.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
    }
  });

  it('still takes a signed-in upload streamed without a length', async () => {
    const token = await loginWithoutSecondFactor(h, 'admin', DEMO.admin);
    const body = new Response(upload(PNG));
    const res = await h.app.request('/behind/files', {
      method: 'POST',
      headers: {
        'admin-token': token,
        'content-type': body.headers.get('content-type') ?? '',
        'x-forwarded-for': '10.9.0.2',
      },
      body: body.body,
      duplex: 'half',
    } as RequestInit);
    expect((await res.json()).code).toBe(1);
  });
});
