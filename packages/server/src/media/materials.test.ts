/**
 * The media library on both drivers: dedupe by content, the size limit from the configuration, edit, replace
 * keeping the id, usages from product images (refused delete with the users listed), bulk move and all-or-nothing
 * bulk delete, blobs leaving the store, the product form's old upload, and the permissions.
 */
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, configValues, materials } from '../db/schema';
import { forgetConfig } from '../settings/config-store';
import { DEMO, forEachDriver, type Harness } from '../test/harness';
import { SAMPLES, upload, uploadForm } from './test-files';

const M = '/behind/materials';

async function blobCount(h: Harness): Promise<number> {
  let n = 0;
  for await (const _ of h.deps.files.list()) n++;
  return n;
}

forEachDriver('media library', (h) => {
  const admin = () => h.login('admin', DEMO.admin);
  async function uploaded(token: string, content: Uint8Array, name: string, meta?: unknown) {
    const res = await upload(h, token, content, name, meta === undefined ? {} : { meta });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data.material;
  }
  async function product(token: string, sku: string, images: number[]) {
    return h.call('POST', '/behind/products', {
      token,
      json: { sku, name: `Speaker ${sku}`, kind: 'speaker', unit: '只', salePrice: 100, brand: 'T', images },
      headers: { 'arco-locale': 'en-US' },
    });
  }

  it('stores the same content once: the second upload answers the first material', async () => {
    const token = await admin();
    const blobs = await blobCount(h);
    const first = await upload(h, token, SAMPLES.png('dedupe'), 'a.png', { meta: { name: 'Poster', tags: ['x'] } });
    const second = await upload(h, token, SAMPLES.png('dedupe'), 'b.png');
    expect(first.body.data).toMatchObject({ existing: false, material: { name: 'Poster', tags: ['x'] } });
    expect(second.body.data).toMatchObject({ existing: true, material: { id: first.body.data.material.id } });
    expect(await blobCount(h)).toBe(blobs + 1);
    const rows = await h.database.db.select().from(materials).where(eq(materials.hash, first.body.data.material.hash));
    expect(rows).toHaveLength(1);
  });

  it('holds each kind to its configured limit with a translated 413', async () => {
    const token = await admin();
    await h.database.db.insert(configValues).values({ key: 'media.imageMaxMb', value: 1 });
    forgetConfig(h.deps.db);
    try {
      const big = SAMPLES.png('x'.repeat(1024 * 1024 + 10));
      const refused = await upload(h, token, big, 'big.png');
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe('The file is larger than the image limit of 1\u00a0MB');
      // Another kind keeps its own (default) limit.
      expect((await upload(h, token, SAMPLES.pdf('x'.repeat(1024 * 1024 + 10)), 'big.pdf')).body.code).toBe(1);
    } finally {
      await h.database.db.delete(configValues).where(eq(configValues.key, 'media.imageMaxMb'));
      forgetConfig(h.deps.db);
    }
    expect((await upload(h, token, SAMPLES.png('y'.repeat(1024 * 1024 + 10)), 'big.png')).body.code).toBe(1);
  });

  it("refuses a body over the largest kind's limit before reading it as a file", async () => {
    const token = await admin();
    const keys = ['media.imageMaxMb', 'media.audioMaxMb', 'media.videoMaxMb', 'media.documentMaxMb'];
    await h.database.db.insert(configValues).values(keys.map((key) => ({ key, value: 1 })));
    forgetConfig(h.deps.db);
    try {
      const res = await upload(h, token, SAMPLES.pdf('z'.repeat(3 * 1024 * 1024)), 'huge.pdf');
      expect(res.status).toBe(413);
      // The HTTP limit's own answer, not the ingest's per-kind sentence: the body was never parsed.
      expect(res.body.message).toBe('The request is too large');
    } finally {
      await h.database.db.delete(configValues).where(inArray(configValues.key, keys));
      forgetConfig(h.deps.db);
    }
  });

  it('takes meta from the browser: category of the library tree only, peaks for audio only', async () => {
    const token = await admin();
    const other = await h.call('POST', '/behind/categories/article', {
      token,
      json: { parentId: null, nameZh: '文', nameEn: 'Art', icon: null, enabled: true },
    });
    const wrong = await upload(h, token, SAMPLES.gif('meta'), 'g.gif', { meta: { categoryId: other.body.data.id } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.issues).toEqual([{ path: 'categoryId', message: 'Choose a category of the media library' }]);
    const bad = await upload(h, token, SAMPLES.gif('meta'), 'g.gif', { meta: { peaks: [2] } });
    expect(bad.status).toBe(422);
    const audio = await uploaded(token, SAMPLES.wav('meta'), 'tone.wav', { duration: 1.5, peaks: [0.1, 0.9] });
    const detail = await h.call('GET', `${M}/${audio.id}`, { token });
    expect(detail.body.data).toMatchObject({
      duration: 1.5,
      peaks: [0.1, 0.9],
      usages: [],
      createdBy: expect.any(String),
    });
    const image = await uploaded(token, SAMPLES.gif('meta2'), 'g.gif', { duration: 3, peaks: [0.5] });
    expect(image.duration).toBeNull();
  });

  it('keeps a PNG/JPEG/WebP thumbnail of at most 256 KB beside an image, refuses anything else, drops both on delete', async () => {
    const token = await admin();
    const thumb = SAMPLES.png('thumb');
    const bad = await upload(h, token, SAMPLES.jpeg('thumbed'), 'p.jpg', { thumbnail: SAMPLES.gif('thumb') });
    expect(bad.status).toBe(422);
    expect(bad.body.data.issues[0]).toEqual({
      path: 'thumbnail',
      message: 'The thumbnail must be a PNG, JPEG or WebP image of at most 256\u00a0KB',
    });
    const big = await upload(h, token, SAMPLES.jpeg('thumbed'), 'p.jpg', {
      thumbnail: SAMPLES.png('x'.repeat(256 * 1024)),
    });
    expect(big.status).toBe(422);
    const res = await upload(h, token, SAMPLES.jpeg('thumbed'), 'p.jpg', { thumbnail: thumb });
    const id = res.body.data.material.id;
    const [row] = await h.database.db.select().from(materials).where(eq(materials.id, id));
    expect(row?.thumbHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await h.deps.files.stat(row?.thumbHash ?? '')).toBe(thumb.length);
    expect((await h.call('DELETE', `${M}/${id}`, { token })).body.code).toBe(1);
    expect(await h.deps.files.stat(row?.thumbHash ?? '')).toBeNull();
    expect(await h.deps.files.stat(row?.hash ?? '')).toBeNull();
  });

  it('edits name, category and tags at the read version', async () => {
    const token = await admin();
    const cat = await h.call('POST', '/behind/categories/material', {
      token,
      json: { parentId: null, nameZh: '海报', nameEn: 'Posters', icon: null, enabled: true },
    });
    const m = await uploaded(token, SAMPLES.jpeg('edit'), 'e.jpg');
    const edit = { name: 'Shop front', categoryId: cat.body.data.id, tags: ['shop', 'shop', 'front'], version: 1 };
    const res = await h.call('PUT', `${M}/${m.id}`, { token, json: edit });
    expect(res.body.data).toMatchObject({
      name: 'Shop front',
      categoryId: cat.body.data.id,
      tags: ['shop', 'front'],
      version: 2,
    });
    const stale = await h.call('PUT', `${M}/${m.id}`, { token, json: edit });
    expect(stale.status).toBe(409);
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(m.id)));
    expect(row).toMatchObject({ entity: 'material' });
  });

  it('replaces the content keeping id, usages and category; refuses another kind or content already in use', async () => {
    const token = await admin();
    const m = await uploaded(token, SAMPLES.png('replace-old'), 'r.png');
    const made = await product(token, 'MAT-REPL-1', [m.id]);
    expect(made.body.code, JSON.stringify(made.body)).toBe(1);
    const replace = (content: Uint8Array) =>
      h.call('POST', `${M}/${m.id}/replace`, {
        token,
        body: uploadForm(content, 'new.png'),
        headers: { 'arco-locale': 'en-US' },
      });
    const res = await replace(SAMPLES.webp('replace-new'));
    expect(res.body.data).toMatchObject({ id: m.id, mime: 'image/webp', width: 800, version: 2, usageCount: 1 });
    expect(await h.deps.files.stat(m.hash)).toBeNull();
    const kind = await replace(SAMPLES.pdf('replace'));
    expect(kind.status).toBe(415);
    expect(kind.body.message).toBe('The new file must be of the same kind as the old one (image)');
    const other = await uploaded(token, SAMPLES.gif('replace-taken'), 'taken.gif');
    const taken = await replace(SAMPLES.gif('replace-taken'));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`This content is already in the library as “taken.gif” (#${other.id})`);
    expect(await h.deps.files.stat(other.hash)).not.toBeNull();
  });

  it('records product images as usages, refuses a non-material image, and refuses deleting a used material', async () => {
    const token = await admin();
    const image = await uploaded(token, SAMPLES.png('used'), 'used.png');
    const doc = await uploaded(token, SAMPLES.pdf('used'), 'used.pdf');
    const notMaterial = await product(token, 'MAT-USE-0', [999_999]);
    expect(notMaterial.status).toBe(422);
    expect(notMaterial.body.data.issues).toEqual([{ path: 'images', message: 'Choose files from the media library' }]);
    expect((await product(token, 'MAT-USE-9', [doc.id])).body.data.issues[0].message).toBe(
      'Only images can be used here',
    );
    const p = (await product(token, 'MAT-USE-1', [image.id])).body.data;
    await product(token, 'MAT-USE-2', [image.id]);
    const detail = await h.call('GET', `${M}/${image.id}`, { token });
    expect(detail.body.data.usages).toEqual([
      { entity: 'product', entityId: p.id, field: 'images', label: 'MAT-USE-1 Speaker MAT-USE-1' },
      expect.objectContaining({ label: 'MAT-USE-2 Speaker MAT-USE-2' }),
    ]);
    const refused = await h.call('DELETE', `${M}/${image.id}`, { token, headers: { 'arco-locale': 'en-US' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Used materials cannot be deleted: “used.png”: MAT-USE-1 Speaker MAT-USE-1, MAT-USE-2 Speaker MAT-USE-2',
    );
    expect(refused.body.data.used[0]).toMatchObject({ id: image.id, name: 'used.png' });
    const unused = await h.call('GET', `${M}?unused=1&pageSize=96`, { token });
    expect(unused.body.data.list.map((item: { id: number }) => item.id)).not.toContain(image.id);
    // The products stop using it: one is edited, the other deleted.
    const { sku, name, kind, unit, salePrice, brand, version } = p;
    const edited = await h.call('PUT', `/behind/products/${p.id}`, {
      token,
      json: { sku, name, kind, unit, salePrice, brand, version, images: [] },
    });
    expect(edited.body.code, JSON.stringify(edited.body)).toBe(1);
    const other = await h.call('GET', '/behind/products?q=MAT-USE-2', { token });
    const gone = await h.call('DELETE', `/behind/products/${other.body.data.list[0].id}`, { token });
    expect(gone.body.code, JSON.stringify(gone.body)).toBe(1);
    expect((await h.call('GET', `${M}/${image.id}`, { token })).body.data.usageCount).toBe(0);
    expect((await h.call('DELETE', `${M}/${image.id}`, { token })).body.code).toBe(1);
    expect(await h.deps.files.stat(image.hash)).toBeNull();
    expect((await h.call('GET', `${M}/${image.id}`, { token })).status).toBe(404);
  });

  it('bulk-deletes all or nothing, and bulk-moves', async () => {
    const token = await admin();
    const cat = await h.call('POST', '/behind/categories/material', {
      token,
      json: { parentId: null, nameZh: '批量', nameEn: 'Bulk', icon: null, enabled: true },
    });
    const a = await uploaded(token, SAMPLES.png('bulk-a'), 'a.png');
    const b = await uploaded(token, SAMPLES.png('bulk-b'), 'b.png');
    const c = await uploaded(token, SAMPLES.png('bulk-c'), 'c.png');
    const moved = await h.call('POST', `${M}/bulk-move`, {
      token,
      json: { ids: [a.id, b.id, c.id], categoryId: cat.body.data.id },
    });
    expect(moved.body.code).toBe(1);
    const filed = await h.call('GET', `${M}?categoryId=${cat.body.data.id}`, { token });
    expect(filed.body.data.total).toBe(3);
    expect(
      (await h.call('POST', `${M}/bulk-move`, { token, json: { ids: [a.id, 999_999], categoryId: null } })).status,
    ).toBe(404);
    await product(token, 'MAT-BULK-1', [b.id]);
    const refused = await h.call('POST', `${M}/bulk-delete`, { token, json: { ids: [a.id, b.id, c.id] } });
    expect(refused.status).toBe(409);
    expect(refused.body.data.used.map((item: { id: number }) => item.id)).toEqual([b.id]);
    expect((await h.call('GET', `${M}?categoryId=${cat.body.data.id}`, { token })).body.data.total).toBe(3);
    const done = await h.call('POST', `${M}/bulk-delete`, { token, json: { ids: [a.id, c.id] } });
    expect(done.body.code).toBe(1);
    expect((await h.call('GET', `${M}?categoryId=${cat.body.data.id}`, { token })).body.data.list).toEqual([
      expect.objectContaining({ id: b.id }),
    ]);
    const deletes = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'material'));
    expect(deletes.filter((row) => row.action === 'delete').map((row) => row.entityId)).toEqual(
      expect.arrayContaining([String(a.id), String(c.id)]),
    );
  });

  it("keeps the product form's upload: an image becomes a material answered as { id, url }", async () => {
    const token = await admin();
    const res = await h.call('POST', '/behind/files', { token, body: uploadForm(SAMPLES.png('files'), 'p.png') });
    expect(res.body.data).toEqual({ id: expect.any(Number), url: `/behind/files/${res.body.data.id}` });
    expect((await h.call('GET', `${M}/${res.body.data.id}`, { token })).body.data.mime).toBe('image/png');
    const pdf = await h.call('POST', '/behind/files', { token, body: uploadForm(SAMPLES.pdf('files'), 'p.pdf') });
    expect(pdf.status).toBe(415);
  });

  it('uploads public by default or internal on request, edits it, and hides a restricted one from those without its permission', async () => {
    const token = await admin();
    const editor = await h.login('editor', DEMO.editor);
    const open = await uploaded(token, SAMPLES.png('vis-open'), 'vis-open.png');
    const inside = await uploaded(token, SAMPLES.png('vis-inside'), 'vis-inside.png', { visibility: 'internal' });
    expect(open).toMatchObject({ visibility: 'public', readPermission: null });
    expect(inside).toMatchObject({ visibility: 'internal', readPermission: null });
    // Restricted is set where proofs are attached, never chosen in the library.
    const refused = await upload(h, token, SAMPLES.png('vis-refused'), 'r.png', { meta: { visibility: 'restricted' } });
    expect(refused.status).toBe(422);
    const edit = { name: 'vis-open.png', categoryId: null, tags: [], visibility: 'internal', version: open.version };
    const edited = await h.call('PUT', `${M}/${open.id}`, { token: editor, json: edit });
    expect(edited.body.data).toMatchObject({ visibility: 'internal', version: open.version + 1 });

    await h.database.db
      .update(materials)
      .set({ visibility: 'restricted', readPermission: 'finance:read' })
      .where(eq(materials.id, inside.id));
    // The editor (material:read and :write, no finance:read) sees no trace of it.
    const listed = await h.call('GET', `${M}?q=vis-inside`, { token: editor });
    expect(listed.body.data).toEqual({ list: [], total: 0 });
    expect((await h.call('GET', `${M}/${inside.id}`, { token: editor })).status).toBe(404);
    const change = { name: 'mine now', categoryId: null, tags: [], visibility: 'public', version: inside.version };
    expect((await h.call('PUT', `${M}/${inside.id}`, { token: editor, json: change })).status).toBe(404);
    expect((await h.call('DELETE', `${M}/${inside.id}`, { token: editor })).status).toBe(404);
    // A holder of finance:read (the administrator holds every permission) sees and keeps it.
    const seen = await h.call('GET', `${M}?q=vis-inside`, { token });
    expect(seen.body.data.list).toMatchObject([
      { id: inside.id, visibility: 'restricted', readPermission: 'finance:read' },
    ]);
  });

  it('reads with material:read and writes with material:write only (finance files its bank slips there)', async () => {
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', M, { token: viewer })).status).toBe(200);
    expect((await upload(h, viewer, SAMPLES.png('viewer'), 'v.png')).status).toBe(403);
    expect((await h.call('POST', `${M}/bulk-delete`, { token: viewer, json: { ids: [1] } })).status).toBe(403);
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', M, { token: sales })).status).toBe(403);
    expect((await h.call('GET', `${M}/tags`, { token: sales })).status).toBe(403);
    const editor = await h.login('editor', DEMO.editor);
    expect((await upload(h, editor, SAMPLES.png('editor'), 'e.png')).body.code).toBe(1);
    const finance = await h.login('finance', DEMO.finance);
    expect((await upload(h, finance, SAMPLES.png('finance'), 'slip.png')).body.code).toBe(1);
    expect((await h.call('GET', '/behind/articles', { token: finance })).status).toBe(403);
  });
});
