/**
 * Home-page templates: a new one starts with an empty page; the draft saves with its lost-update check and its
 * references checked (nothing stored when refused); publish makes version N + 1 and never changes older ones;
 * restore; the active and the default template cannot be deleted; activate needs a published version and
 * switches exactly one; copy; old documents migrated on read; who may do what; the seeded templates; a coupon
 * block (no longer offered by the library) still saved and published.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentTeam } from '../content/article-fixtures';
import { homeTemplates, materials, stores } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import {
  createTemplate,
  documentOf,
  en,
  publish,
  saveDraft,
  templateRow,
  uniqueName,
  versionRows,
} from './decoration-fixtures';

forEachDriver('home-page templates', (h) => {
  let editor = '';
  let writer = '';
  let viewer = '';
  let audioId = 0;

  beforeAll(async () => {
    const team = await contentTeam(h);
    editor = team.editor;
    writer = team.writer;
    viewer = await h.login('viewer', DEMO.viewer);
    const [audio] = await h.database.db
      .insert(materials)
      .values({ kind: 'audio', mime: 'audio/wav', name: 'chime.wav', size: 10, hash: `h3-audio-${h.driver}` })
      .returning({ id: materials.id });
    audioId = audio?.id ?? 0;
  });

  const activeIds = async () =>
    (
      await h.database.db.select({ id: homeTemplates.id }).from(homeTemplates).where(eq(homeTemplates.active, true))
    ).map((row) => row.id);

  describe('the seed', () => {
    it('has the default template active and published, and its documents valid', async () => {
      const [row] = await h.database.db.select().from(homeTemplates).where(eq(homeTemplates.isDefault, true));
      expect(row).toMatchObject({ name: '默认首页', active: true, publishedVersion: 2, unpublishedChanges: false });
      const seasonal = await h.database.db.select().from(homeTemplates).where(eq(homeTemplates.name, '双十二音响节'));
      expect(seasonal[0]).toMatchObject({ active: false, publishedVersion: 1, unpublishedChanges: true });
      // Every seeded draft saves as it is: its shape and its references pass the checks.
      for (const template of [row, seasonal[0]]) {
        if (!template) throw new Error('seeded template missing');
        const draft = data(await h.call('GET', `/behind/home-templates/${template.id}/draft`, { token: editor }));
        const saved = await saveDraft(h, editor, template.id, draft.document, draft.draftVersion);
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
    });
  });

  it('starts a new template with one empty page; an update changes only its own fields', async () => {
    const created = await createTemplate(h, editor);
    expect(created).toMatchObject({ pageCount: 1, active: false, isDefault: false, publishedVersion: 0 });
    const draft = data(await h.call('GET', `/behind/home-templates/${created.id}/draft`, { token: viewer }));
    expect(draft).toMatchObject({ draftVersion: 1, unpublishedChanges: true, savedBy: expect.any(String) });
    expect(draft.document.pages).toHaveLength(1);
    expect(draft.document.pages[0].components).toEqual([]);
    const name = uniqueName('Renamed');
    const updated = data(
      await h.call('PUT', `/behind/home-templates/${created.id}`, {
        token: editor,
        json: { name, note: 'autumn', thumbnail: [], version: created.version },
      }),
    );
    expect(updated).toMatchObject({ name, note: 'autumn', pageCount: 1 });
    expect((await templateRow(h, created.id)).draftVersion).toBe(1);
  });

  it('saves a draft at its version, keeps the page count in step, and refuses a stale version', async () => {
    const { id } = await createTemplate(h, editor);
    const doc = documentOf('text', 'spacer');
    const [home] = doc.pages;
    if (!home) throw new Error('no page');
    doc.pages.push({ ...structuredClone(home), id: 'second', name: 'Second', components: [] });
    const saved = await saveDraft(h, editor, id, doc, 1);
    expect(data(saved)).toMatchObject({ draftVersion: 2, unpublishedChanges: true, document: doc });
    expect(await templateRow(h, id)).toMatchObject({ pageCount: 2, draftVersion: 2 });
    const stale = await saveDraft(h, editor, id, documentOf('divider'), 1);
    expect(stale.status).toBe(409);
    expect(await templateRow(h, id)).toMatchObject({ draft: doc, draftVersion: 2 });
  });

  it('refuses references that do not exist or are of the wrong kind, under the document path, storing nothing', async () => {
    const { id } = await createTemplate(h, editor);
    const before = await templateRow(h, id);
    const doc = documentOf('image', 'audio', 'storeCard', 'productGrid');
    const [image, audio, store, grid] = doc.pages[0]?.components ?? [];
    if (!image || !audio || !store || !grid) throw new Error('blocks missing');
    image.props.materialId = audioId; // an audio file where an image goes
    image.props.link = { kind: 'product', target: '2000000000' };
    audio.props.materialId = audioId;
    store.props.storeId = 2_000_000_000;
    grid.props.source = 'manual';
    grid.props.productIds = [2_000_000_001];
    const refused = await saveDraft(h, editor, id, doc);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'document.pages.0.components.0.props.materialId', message: 'This place takes another kind of material' },
      { path: 'document.pages.0.components.2.props.storeId', message: 'No such record' },
      { path: 'document.pages.0.components.3.props.productIds.0', message: 'No such record' },
      { path: 'document.pages.0.components.0.props.link.target', message: 'The link target does not exist' },
    ]);
    expect(await templateRow(h, id)).toMatchObject({ draft: before.draft, draftVersion: before.draftVersion });
    // The same blocks with records that exist save.
    const [storeRow] = await h.database.db.select({ id: stores.id }).from(stores).limit(1);
    image.props.materialId = null;
    image.props.link = { kind: 'page', target: 'stores' };
    store.props.storeId = storeRow?.id ?? null;
    grid.props.productIds = [];
    expect((await saveDraft(h, editor, id, doc)).status).toBe(200);
  });

  it('still saves, publishes and resolves a document holding a coupon block, which the library no longer offers', async () => {
    const { id } = await createTemplate(h, editor);
    const doc = documentOf('text', 'coupon');
    const coupon = doc.pages[0]?.components[1];
    if (!coupon) throw new Error('no coupon block');
    coupon.props = { title: '新客专享券', amountText: '¥50', note: '满 500 元可用' };
    const saved = await saveDraft(h, editor, id, doc);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await templateRow(h, id)).toMatchObject({ draft: doc });
    expect(data(await publish(h, editor, id))).toMatchObject({ number: 1 });
    expect((await versionRows(h, id))[0]?.document).toEqual(doc);
    const resolved = await h.call('POST', '/behind/home-templates/resolve', { token: editor, json: { document: doc } });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(data(resolved).document).toEqual(doc);
  });

  it('publishes version N + 1 of the draft it saw, never changing older versions', async () => {
    const { id } = await createTemplate(h, editor);
    await saveDraft(h, editor, id, documentOf('text'));
    const first = data(await publish(h, editor, id, 'first'));
    expect(first).toMatchObject({ number: 1, note: 'first', publishedBy: expect.any(String) });
    const [v1] = await versionRows(h, id);
    expect(await templateRow(h, id)).toMatchObject({ publishedVersion: 1, unpublishedChanges: false });
    expect((await templateRow(h, id)).lastPublishedAt?.toISOString()).toBe(first.publishedAt);

    await saveDraft(h, editor, id, documentOf('text', 'divider'));
    expect((await templateRow(h, id)).unpublishedChanges).toBe(true);
    const stale = await h.call('POST', `/behind/home-templates/${id}/publish`, {
      token: editor,
      json: { draftVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await versionRows(h, id)).toHaveLength(1);
    expect(data(await publish(h, editor, id))).toMatchObject({ number: 2, note: '' });

    const versions = await versionRows(h, id);
    expect(versions.map((version) => version.number)).toEqual([1, 2]);
    expect(versions[0]).toEqual(v1);
    expect(versions[1]?.document).toEqual(documentOf('text', 'divider'));
    const list = data(await h.call('GET', `/behind/home-templates/${id}/versions`, { token: viewer }));
    expect(list.map((version: { number: number }) => version.number)).toEqual([2, 1]);
    const detail = data(await h.call('GET', `/behind/home-templates/${id}/versions/1`, { token: viewer }));
    expect(detail).toMatchObject({ number: 1, note: 'first', document: documentOf('text') });
    const missing = await h.call('GET', `/behind/home-templates/${id}/versions/9`, { token: viewer, headers: en });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This version does not exist');
  });

  it('restores a version into the draft; the live version stays', async () => {
    const { id } = await createTemplate(h, editor);
    await saveDraft(h, editor, id, documentOf('text'));
    await publish(h, editor, id);
    await saveDraft(h, editor, id, documentOf('spacer', 'spacer'));
    await publish(h, editor, id);
    const before = await templateRow(h, id);
    const restored = data(await h.call('POST', `/behind/home-templates/${id}/versions/1/restore`, { token: writer }));
    expect(restored).toMatchObject({
      document: documentOf('text'),
      draftVersion: before.draftVersion + 1,
      unpublishedChanges: true,
    });
    expect(await templateRow(h, id)).toMatchObject({ publishedVersion: 2, unpublishedChanges: true, pageCount: 1 });
    expect((await versionRows(h, id)).map((version) => version.document)).toEqual([
      documentOf('text'),
      documentOf('spacer', 'spacer'),
    ]);
    // Restoring the newest version leaves nothing unpublished.
    data(await h.call('POST', `/behind/home-templates/${id}/versions/2/restore`, { token: writer }));
    expect((await templateRow(h, id)).unpublishedChanges).toBe(false);
    const missing = await h.call('POST', `/behind/home-templates/${id}/versions/7/restore`, { token: writer });
    expect(missing.status).toBe(404);
  });

  it('migrates an old document on read and on save', async () => {
    const { id } = await createTemplate(h, editor);
    const v1 = { page: { title: 'Old' }, components: [{ id: 'o1', kind: 'spacer', property: { height: 30 } }] };
    await h.database.db.update(homeTemplates).set({ draft: v1 }).where(eq(homeTemplates.id, id));
    const draft = data(await h.call('GET', `/behind/home-templates/${id}/draft`, { token: viewer }));
    expect(draft.document.schemaVersion).toBe(2);
    expect(draft.document.pages[0].components[0]).toMatchObject({ id: 'o1', kind: 'spacer', props: { height: 30 } });
    data(await saveDraft(h, editor, id, v1));
    expect((await templateRow(h, id)).draft).toEqual(draft.document);
  });

  it('refuses to delete the active and the default template, deleting nothing', async () => {
    const [active] = await activeIds();
    const [fallback] = await h.database.db
      .select({ id: homeTemplates.id })
      .from(homeTemplates)
      .where(eq(homeTemplates.isDefault, true));
    const other = await createTemplate(h, editor);
    await saveDraft(h, editor, other.id, documentOf('text'));
    await publish(h, editor, other.id);
    data(await h.call('POST', `/behind/home-templates/${other.id}/activate`, { token: editor }));
    const activeOne = await h.call('DELETE', `/behind/home-templates/${other.id}`, { token: editor, headers: en });
    expect(activeOne.status).toBe(409);
    expect(activeOne.body.message).toBe('The active template cannot be deleted');
    const defaultOne = await h.call('DELETE', `/behind/home-templates/${fallback?.id}`, { token: editor, headers: en });
    expect(defaultOne.status).toBe(409);
    expect(defaultOne.body.message).toBe('The default template cannot be deleted');
    const bulk = await h.call('POST', '/behind/home-templates/bulk-delete', {
      token: editor,
      json: { ids: [other.id, fallback?.id] },
    });
    expect(bulk.status).toBe(409);
    expect(await templateRow(h, other.id)).toMatchObject({ active: true });
    expect(await versionRows(h, other.id)).toHaveLength(1);
    // Back to the one active before, and then the other goes with its versions.
    data(await h.call('POST', `/behind/home-templates/${active}/activate`, { token: editor }));
    data(await h.call('DELETE', `/behind/home-templates/${other.id}`, { token: editor }));
    expect(await versionRows(h, other.id)).toHaveLength(0);
  });

  it('activates only a published template, switching exactly one', async () => {
    const [before] = await activeIds();
    const fresh = await createTemplate(h, editor);
    const never = await h.call('POST', `/behind/home-templates/${fresh.id}/activate`, { token: editor, headers: en });
    expect(never.status).toBe(409);
    expect(never.body.message).toBe('Publish the template before making it active');
    expect(await activeIds()).toEqual([before]);
    await publish(h, editor, fresh.id);
    data(await h.call('POST', `/behind/home-templates/${fresh.id}/activate`, { token: editor }));
    expect(await activeIds()).toEqual([fresh.id]);
    // Activating the active one again changes nothing.
    data(await h.call('POST', `/behind/home-templates/${fresh.id}/activate`, { token: editor }));
    expect(await activeIds()).toEqual([fresh.id]);
    data(await h.call('POST', `/behind/home-templates/${before}/activate`, { token: editor }));
    expect(await activeIds()).toEqual([before]);
  });

  it('copies a template with its draft under a new name; a taken name is a field issue', async () => {
    const source = await createTemplate(h, editor);
    const doc = documentOf('text', 'divider');
    await saveDraft(h, editor, source.id, doc);
    const name = uniqueName('Copy');
    const copy = data(
      await h.call('POST', `/behind/home-templates/${source.id}/copy`, { token: writer, json: { name } }),
    );
    expect(copy).toMatchObject({ name, active: false, isDefault: false, publishedVersion: 0, pageCount: 1 });
    expect(copy.id).not.toBe(source.id);
    expect(await templateRow(h, copy.id)).toMatchObject({ draft: doc, draftVersion: 1 });
    const count = async () => (await h.database.db.select({ n: sql<number>`count(*)::int` }).from(homeTemplates))[0]?.n;
    const n = await count();
    const taken = await h.call('POST', `/behind/home-templates/${source.id}/copy`, {
      token: writer,
      headers: en,
      json: { name },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.data.issues[0].path).toBe('name');
    expect(await count()).toBe(n);
  });

  it('lets a viewer read but not save, and a writer save but not publish or activate', async () => {
    const { id } = await createTemplate(h, editor);
    expect((await h.call('GET', `/behind/home-templates/${id}/draft`, { token: viewer })).status).toBe(200);
    expect((await saveDraft(h, viewer, id, documentOf('text'))).status).toBe(403);
    expect(
      (await h.call('POST', `/behind/home-templates/${id}/copy`, { token: viewer, json: { name: 'x' } })).status,
    ).toBe(403);
    expect((await saveDraft(h, writer, id, documentOf('text'))).status).toBe(200);
    expect((await publish(h, writer, id)).status).toBe(403);
    expect((await h.call('POST', `/behind/home-templates/${id}/activate`, { token: writer })).status).toBe(403);
    expect(await versionRows(h, id)).toHaveLength(0);
    expect(
      await h.database.db
        .select()
        .from(homeTemplates)
        .where(and(eq(homeTemplates.id, id), eq(homeTemplates.publishedVersion, 0))),
    ).toHaveLength(1);
  });
});
