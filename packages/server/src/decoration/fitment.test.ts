/**
 * Fitment: the seeded draft and version 1 are the default look; a save at its draftVersion, a publish making the
 * next version, a restore; a bad look or a missing image refused under `document.` with nothing stored; who may
 * do what.
 */
import { defaultFitment } from '@soundboard/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { contentTeam } from '../content/article-fixtures';
import { fitmentVersions } from '../db/schema';
import { data } from '../test/commerce';
import { DEMO, forEachDriver } from '../test/harness';
import { en, fitmentRow } from './decoration-fixtures';

forEachDriver('fitment', (h) => {
  let editor = '';
  let writer = '';
  let viewer = '';

  beforeAll(async () => {
    const team = await contentTeam(h);
    editor = team.editor;
    writer = team.writer;
    viewer = await h.login('viewer', DEMO.viewer);
  });

  const versions = () => h.database.db.select().from(fitmentVersions).orderBy(asc(fitmentVersions.number));
  const save = async (token: string, document: unknown, draftVersion?: number) =>
    h.call('PUT', '/behind/fitment/draft', {
      token,
      headers: en,
      json: { document, draftVersion: draftVersion ?? (await fitmentRow(h)).draftVersion },
    });

  it('starts as the default look, published as version 1', async () => {
    const draft = data(await h.call('GET', '/behind/fitment/draft', { token: viewer }));
    expect(draft).toMatchObject({ document: defaultFitment(), draftVersion: 1, unpublishedChanges: false });
    const list = data(await h.call('GET', '/behind/fitment/versions', { token: viewer }));
    expect(list).toEqual([expect.objectContaining({ number: 1, note: '' })]);
  });

  it('saves, publishes the next version, and restores an older one', async () => {
    const red = { ...defaultFitment(), themeColor: '#d91a1a' };
    const saved = data(await save(writer, red));
    expect(saved).toMatchObject({ document: red, unpublishedChanges: true });
    expect((await save(writer, defaultFitment(), saved.draftVersion - 1)).status).toBe(409);
    expect((await fitmentRow(h)).draft).toEqual(red);

    const published = data(
      await h.call('POST', '/behind/fitment/publish', {
        token: editor,
        json: { draftVersion: saved.draftVersion, note: 'red' },
      }),
    );
    const [v1] = await versions();
    expect(published).toMatchObject({ number: 2, note: 'red' });
    expect(data(await h.call('GET', '/behind/fitment/versions/2', { token: viewer })).document).toEqual(red);
    expect(data(await h.call('GET', '/behind/fitment/draft', { token: viewer })).unpublishedChanges).toBe(false);

    const restored = data(await h.call('POST', '/behind/fitment/versions/1/restore', { token: writer }));
    expect(restored).toMatchObject({ document: defaultFitment(), unpublishedChanges: true });
    expect(restored.draftVersion).toBe(saved.draftVersion + 1);
    const after = await versions();
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(v1);
    expect((await h.call('GET', '/behind/fitment/versions/5', { token: viewer })).status).toBe(404);
  });

  it('refuses a bad look and a missing image under the document path, storing nothing', async () => {
    const before = await fitmentRow(h);
    const bad = {
      ...defaultFitment(),
      themeColor: 'blue',
      tabBar: { items: defaultFitment().tabBar.items.slice(0, 1) },
    };
    const refused = await save(editor, bad);
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'document.themeColor', message: 'Enter a colour as #RRGGBB' },
      { path: 'document.tabBar.items', message: 'Add more items' },
    ]);
    const missing = {
      ...defaultFitment(),
      launch: { enabled: true, imageId: 2_000_000_000, seconds: 3, link: { kind: 'article', target: '2000000000' } },
    };
    const refusedRefs = await save(editor, missing);
    expect(refusedRefs.status).toBe(422);
    expect(refusedRefs.body.data.issues).toEqual([
      { path: 'document.launch.imageId', message: 'No such record' },
      { path: 'document.launch.link.target', message: 'The link target does not exist' },
    ]);
    const after = await fitmentRow(h);
    expect(after).toMatchObject({ draft: before.draft, draftVersion: before.draftVersion });
  });

  it('lets a viewer read only and a writer save but not publish', async () => {
    expect((await save(viewer, defaultFitment())).status).toBe(403);
    expect((await h.call('POST', '/behind/fitment/versions/1/restore', { token: viewer })).status).toBe(403);
    const { draftVersion } = await fitmentRow(h);
    const count = (await versions()).length;
    const publish = await h.call('POST', '/behind/fitment/publish', { token: writer, json: { draftVersion } });
    expect(publish.status).toBe(403);
    expect(await versions()).toHaveLength(count);
  });
});
