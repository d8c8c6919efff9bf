/**
 * Serving materials and thumbnails from the file store: Range (206/416), ETag (304), HEAD, the SVG policy, the
 * cache policy and the session check, on both databases and both file store drivers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { materials } from '../db/schema';
import { directoryStore } from '../storage/directory-store';
import type { FileStore } from '../storage/file-store';
import { startTestS3, type TestS3 } from '../storage/s3-test-server';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { loginWithoutSecondFactor } from '../test/without-two-factor';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>',
);

async function addMaterial(
  h: Harness,
  kind: string,
  mime: string,
  bytes: Buffer,
  thumb?: Buffer,
  visibility: { visibility: string; readPermission: string | null } = { visibility: 'public', readPermission: null },
) {
  const hash = await h.deps.files.put(bytes);
  const thumbHash = thumb ? await h.deps.files.put(thumb) : null;
  const [row] = await h.deps.db
    .insert(materials)
    .values({ kind, mime, name: `${kind}.bin`, size: bytes.length, hash, thumbHash, ...visibility })
    .returning({ id: materials.id });
  if (!row) throw new Error('insert failed');
  return { id: row.id, hash };
}

for (const storeKind of ['directory', 's3'] as const) {
  forEachDriver(`serving stored files (${storeKind} store)`, (h) => {
    let s3: TestS3 | undefined;
    let token = '';
    let audio: { id: number; hash: string };
    let image: { id: number; hash: string };
    let svg: { id: number; hash: string };
    let thumbed: { id: number; hash: string };
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      h.app.request(path, { method, headers: { 'admin-token': token, 'x-forwarded-for': '10.3.0.1', ...headers } });

    beforeAll(async () => {
      if (storeKind === 's3') {
        s3 = await startTestS3();
        h.deps.files = s3.store as FileStore;
      } else {
        h.deps.files = directoryStore(h.filesDir);
      }
      token = await h.login('viewer', DEMO.viewer);
      audio = await addMaterial(h, 'audio', 'audio/mpeg', AUDIO);
      image = await addMaterial(h, 'image', 'image/png', PNG);
      svg = await addMaterial(h, 'image', 'image/svg+xml', SVG);
      thumbed = await addMaterial(
        h,
        'image',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), AUDIO]),
        PNG,
      );
    });
    afterAll(async () => {
      await s3?.stop();
    });

    it('answers the whole file to any staff session, with ETag, Accept-Ranges and a private cache policy', async () => {
      const res = await get(`/behind/files/${audio.id}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO)).toBe(true);
      expect(res.headers.get('content-type')).toBe('audio/mpeg');
      expect(res.headers.get('content-length')).toBe('1000');
      expect(res.headers.get('etag')).toBe(`"${audio.hash}"`);
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    });

    it('answers byte ranges with 206 and Content-Range: first byte, last byte, middle, open end, suffix', async () => {
      const cases: [string, number, number][] = [
        ['bytes=0-0', 0, 0],
        ['bytes=999-999', 999, 999],
        ['bytes=100-199', 100, 199],
        ['bytes=990-', 990, 999],
        ['bytes=-10', 990, 999],
        ['bytes=995-5000', 995, 999],
      ];
      for (const [range, start, end] of cases) {
        const res = await get(`/behind/files/${audio.id}`, { range });
        expect(res.status, range).toBe(206);
        expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/1000`);
        expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(Buffer.from(await res.arrayBuffer()).equals(AUDIO.subarray(start, end + 1)), range).toBe(true);
      }
    });

    it('refuses a range past the end with 416 and the size; ignores a malformed one', async () => {
      for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0']) {
        const res = await get(`/behind/files/${audio.id}`, { range });
        expect(res.status, range).toBe(416);
        expect(res.headers.get('content-range'), range).toBe('bytes */1000');
      }
      for (const range of ['bytes=5-1', 'items=0-1', 'bytes=0-1,5-6']) {
        const res = await get(`/behind/files/${audio.id}`, { range });
        expect(res.status, range).toBe(200);
        expect((await res.arrayBuffer()).byteLength, range).toBe(1000);
      }
      // If-Range naming another version: the whole (new) file, not a piece of it.
      const stale = await get(`/behind/files/${audio.id}`, { range: 'bytes=0-0', 'if-range': '"old"' });
      expect(stale.status).toBe(200);
    });

    it('answers 304 to the ETag it gave, and the file again to another', async () => {
      const etag = `"${audio.hash}"`;
      for (const tag of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
        const res = await get(`/behind/files/${audio.id}`, { 'if-none-match': tag });
        expect(res.status, tag).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
        expect((await res.arrayBuffer()).byteLength).toBe(0);
      }
      expect((await get(`/behind/files/${audio.id}`, { 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('answers HEAD with the headers alone', async () => {
      const whole = await get(`/behind/files/${audio.id}`, {}, 'HEAD');
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe('1000');
      expect((await whole.arrayBuffer()).byteLength).toBe(0);
      const part = await get(`/behind/files/${audio.id}`, { range: 'bytes=10-19' }, 'HEAD');
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 10-19/1000');
    });

    it('serves an SVG under a policy that allows no script and no fetch, never sniffed', async () => {
      const res = await get(`/behind/files/${svg.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).toBe(SVG.toString());
    });

    it('leaves media and ranges uncompressed, whatever the client accepts', async () => {
      for (const [id, range] of [
        [svg.id, undefined],
        [audio.id, 'bytes=0-99'],
      ] as const) {
        const res = await get(`/behind/files/${id}`, { 'accept-encoding': 'gzip, br', ...(range ? { range } : {}) });
        expect(res.headers.get('content-encoding')).toBeNull();
      }
    });

    it('answers thumbnails: the stored one, the image itself without one, 404 for other kinds', async () => {
      const own = await get(`/behind/files/${thumbed.id}/thumb`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await own.arrayBuffer()).equals(PNG)).toBe(true);
      const itself = await get(`/behind/files/${image.id}/thumb`);
      expect(itself.headers.get('etag')).toBe(`"${image.hash}"`);
      expect(Buffer.from(await itself.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await get(`/behind/files/${audio.id}/thumb`)).status).toBe(404);
    });

    it('serves an internal material to any staff member, a restricted one only to holders of its permission', async () => {
      const internal = await addMaterial(h, 'image', 'image/png', Buffer.concat([PNG, Buffer.from('internal')]), PNG, {
        visibility: 'internal',
        readPermission: null,
      });
      const proof = await addMaterial(h, 'image', 'image/png', Buffer.concat([PNG, Buffer.from('proof')]), PNG, {
        visibility: 'restricted',
        readPermission: 'finance:read',
      });
      expect((await get(`/behind/files/${internal.id}`)).status).toBe(200);
      // To the viewer the restricted one is as if absent: the same 404 as an unknown id, the thumbnail too.
      expect((await get(`/behind/files/${proof.id}`)).status).toBe(404);
      expect((await get(`/behind/files/${proof.id}/thumb`)).status).toBe(404);
      const finance = await loginWithoutSecondFactor(h, 'finance', DEMO.finance);
      const asFinance = (path: string) => get(path, { 'admin-token': finance });
      expect((await asFinance(`/behind/files/${proof.id}`)).status).toBe(200);
      expect((await asFinance(`/behind/files/${proof.id}/thumb`)).status).toBe(200);
    });

    it('refuses a caller without a session (401) and answers 404 for an unknown id or missing content', async () => {
      for (const path of [`/behind/files/${audio.id}`, `/behind/files/${image.id}/thumb`]) {
        const res = await h.app.request(path, { headers: { 'x-forwarded-for': '10.3.0.2' } });
        expect(res.status, path).toBe(401);
        expect((await res.json()).code).toBe(400005);
      }
      expect((await get('/behind/files/999999')).status).toBe(404);
      expect((await get('/behind/files/999999/thumb')).status).toBe(404);
      const gone = await addMaterial(h, 'document', 'application/pdf', Buffer.from('%PDF-1.4 gone'));
      await h.deps.files.remove(gone.hash);
      expect((await get(`/behind/files/${gone.id}`)).status).toBe(404);
    });
  });
}
