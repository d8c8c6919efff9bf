/**
 * One contract for both file store drivers: the directory under DATA_DIR and S3 (against s3rver on loopback).
 * Whatever a caller may rely on is asserted here, once, for each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStore, sha256 } from './directory-store';
import type { FileStore } from './file-store';
import { s3Store } from './s3-store';
import { startTestS3, type TestS3 } from './s3-test-server';

interface Driver {
  name: string;
  open(): Promise<{ store: FileStore; pagedStore?: FileStore; close(): Promise<void> }>;
}

const DRIVERS: Driver[] = [
  {
    name: 'directory',
    async open() {
      const root = mkdtempSync(join(tmpdir(), 'sb-store-'));
      return { store: directoryStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const s3: TestS3 = await startTestS3();
      // Two keys a page: listing must follow ListObjectsV2's continuation tokens.
      return { store: s3.store, pagedStore: s3Store({ ...s3.options, listPageSize: 2 }), close: () => s3.stop() };
    },
  },
];

const bytesOf = (text: string) => new TextEncoder().encode(text);
const read = async (store: FileStore, hash: string, range?: { start: number; end: number }) => {
  const object = await store.get(hash, range);
  return object ? { size: object.size, text: (await buffer(object.body)).toString('utf8') } : null;
};
const listed = async (store: FileStore) => {
  const hashes: string[] = [];
  for await (const hash of store.list()) hashes.push(hash);
  return hashes.sort();
};

for (const driver of DRIVERS) {
  describe(`file store contract [${driver.name}]`, () => {
    let store: FileStore;
    let pagedStore: FileStore | undefined;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, pagedStore, close } = await driver.open());
    });
    afterAll(() => close());

    it('puts bytes under their SHA-256 and answers them, their size and a listing', async () => {
      const content = bytesOf('hello, file store');
      const hash = await store.put(content);
      expect(hash).toBe(sha256(content));
      expect(await store.stat(hash)).toBe(content.length);
      expect(await read(store, hash)).toEqual({ size: content.length, text: 'hello, file store' });
      expect(await listed(store)).toContain(hash);
    });

    it('stores the same content once: a second put is a no-op answering the same hash', async () => {
      const content = bytesOf('twice');
      const first = await store.put(content);
      const before = await listed(store);
      expect(await store.put(content)).toBe(first);
      expect(await listed(store)).toEqual(before);
      expect((await read(store, first))?.text).toBe('twice');
    });

    it('answers byte ranges: the first byte, the last byte, the middle, all with the whole size', async () => {
      const hash = await store.put(bytesOf('0123456789'));
      expect(await read(store, hash, { start: 0, end: 0 })).toEqual({ size: 10, text: '0' });
      expect(await read(store, hash, { start: 9, end: 9 })).toEqual({ size: 10, text: '9' });
      expect(await read(store, hash, { start: 3, end: 6 })).toEqual({ size: 10, text: '3456' });
      expect(await read(store, hash, { start: 0, end: 9 })).toEqual({ size: 10, text: '0123456789' });
    });

    it('answers null for absent content, and removing it is a no-op', async () => {
      const absent = sha256(bytesOf('never stored'));
      expect(await store.get(absent)).toBeNull();
      expect(await store.get(absent, { start: 0, end: 0 })).toBeNull();
      expect(await store.stat(absent)).toBeNull();
      await expect(store.remove(absent)).resolves.toBeUndefined();
    });

    it('removes content: then absent and no longer listed', async () => {
      const hash = await store.put(bytesOf('short-lived'));
      await store.remove(hash);
      expect(await store.stat(hash)).toBeNull();
      expect(await store.get(hash)).toBeNull();
      expect(await listed(store)).not.toContain(hash);
    });

    it('keeps an empty file', async () => {
      const hash = await store.put(new Uint8Array());
      expect(await read(store, hash)).toEqual({ size: 0, text: '' });
    });

    it('refuses anything but a content hash as a key (no path or key escapes)', async () => {
      for (const bad of ['../../etc/passwd', 'AB'.repeat(32), `${'a'.repeat(63)}/`, '', 'a'.repeat(65)]) {
        await expect(store.get(bad), bad).rejects.toThrow(/not a content hash/);
        await expect(store.stat(bad), bad).rejects.toThrow(/not a content hash/);
        await expect(store.remove(bad), bad).rejects.toThrow(/not a content hash/);
      }
    });

    it('takes concurrent puts of the same content: one object, intact', async () => {
      const content = bytesOf('x'.repeat(200_000));
      const hashes = await Promise.all(Array.from({ length: 6 }, () => store.put(content)));
      expect(new Set(hashes)).toEqual(new Set([sha256(content)]));
      const all = await listed(store);
      expect(all.filter((hash) => hash === hashes[0])).toHaveLength(1);
      expect((await read(store, hashes[0] ?? ''))?.text).toBe('x'.repeat(200_000));
    });

    it('lists every hash, across pages', async () => {
      const hashes = await Promise.all(['p1', 'p2', 'p3', 'p4', 'p5'].map((text) => store.put(bytesOf(text))));
      const all = await listed(pagedStore ?? store);
      expect(all).toEqual(await listed(store));
      for (const hash of hashes) expect(all).toContain(hash);
      expect(new Set(all).size).toBe(all.length);
    });
  });
}
