/**
 * The public articles on both drivers: a site token is required (none, unknown, revoked), only published
 * articles are listed — pinned first, each as its live revision, never the editor's working copy — reading one
 * by slug counts a view, and a material is served only while published content shows it.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { act, articleInput, articleRow, contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { materials, siteTokens } from '../db/schema';
import { pngBytes } from '../media/generate';
import { data } from '../test/commerce';
import { forEachDriver } from '../test/harness';
import { issueSiteToken } from './site-auth';

forEachDriver('public articles', (h) => {
  let team: Awaited<ReturnType<typeof contentTeam>>;
  const site = (path: string, token = team.siteToken) =>
    h.call('GET', path, { headers: { ...en, authorization: `Bearer ${token}` } });

  let shade = 0;
  async function material(name: string): Promise<number> {
    // A colour of its own: the library keeps one material per content.
    const colour = ++shade;
    const bytes = pngBytes(4, 4, () => [colour, 20, 30]);
    const [row] = await h.database.db
      .insert(materials)
      .values({ kind: 'image', mime: 'image/png', name, size: bytes.length, hash: await h.deps.files.put(bytes) })
      .returning({ id: materials.id });
    if (!row) throw new Error('material insert failed');
    return row.id;
  }

  beforeAll(async () => {
    team = await contentTeam(h);
  });

  it('refuses a request without a valid site token', async () => {
    expect((await h.call('GET', '/public/articles', { headers: en })).status).toBe(401);
    expect((await site('/public/articles', 'sbs_unknown')).status).toBe(401);
    const { token, row } = await issueSiteToken(h.database.db, 'revoked', null, h.now());
    expect((await site('/public/articles', token)).status).toBe(200);
    await h.database.db.update(siteTokens).set({ revokedAt: h.now() }).where(eq(siteTokens.id, row.id));
    const revoked = await site('/public/articles', token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.code).toBe(400005);
  });

  it('lists only published articles, pinned first, as their live revision', async () => {
    const title = unique('公开列表');
    const draft = await createArticle(h, team.editor, `${title} 草稿`, { categoryId: team.categoryId });
    const plain = await createArticle(h, team.editor, `${title} 普通`, { categoryId: team.categoryId });
    const pinned = await createArticle(h, team.editor, `${title} 置顶`, { categoryId: team.categoryId, pinned: true });
    await act(h, team.editor, plain.id, 'publish');
    await act(h, team.editor, pinned.id, 'publish');
    // The working copy changes after publishing: readers still see the published title.
    const row = await articleRow(h, plain.id);
    data(
      await h.call('PUT', `/behind/articles/${plain.id}`, {
        token: team.editor,
        headers: en,
        json: {
          ...articleInput(`${title} 未发布的修改`, { categoryId: team.categoryId }),
          slug: row.slug,
          version: row.version,
        },
      }),
    );
    const page = data(await site(`/public/articles?categoryId=${team.categoryId}`));
    const ours = page.list.filter((item: { title: string }) => item.title.startsWith(title));
    expect(ours.map((item: { title: string }) => item.title)).toEqual([`${title} 置顶`, `${title} 普通`]);
    const pinnedIndex = page.list.findIndex((item: { pinned: boolean }) => !item.pinned);
    expect(page.list.slice(pinnedIndex).every((item: { pinned: boolean }) => !item.pinned)).toBe(true);
    expect(page.list.some((item: { id: number }) => item.id === draft.id)).toBe(false);
    expect((await site(`/public/articles/${draft.slug}`)).status).toBe(404);
    expect((await site('/public/articles?page=abc')).status).toBe(422);
  });

  it('reads one by slug, counting a view each time, with media as public URLs', async () => {
    const image = await material('public-photo.png');
    const created = await createArticle(h, team.editor, unique('Ceiling speaker install'), {
      body: `<p>Look:</p><img data-material-id="${image}" alt="photo">`,
    });
    await act(h, team.editor, created.id, 'publish');
    const first = data(await site(`/public/articles/${created.slug}`));
    expect(first.body).toContain(`src="/public/files/${image}"`);
    expect(first.viewCount).toBe(1);
    const second = data(await site(`/public/articles/${created.slug}`));
    expect(second.viewCount).toBe(2);
    expect((await articleRow(h, created.id)).viewCount).toBe(2);
  });

  it('serves a material only while published content shows it', async () => {
    const shown = await material('shown.png');
    const hidden = await material('draft-only.png');
    const cover = await material('cover.png');
    const published = await createArticle(h, team.editor, unique('Shows a picture'), {
      body: `<img data-material-id="${shown}" alt="">`,
      cover: [cover],
    });
    await act(h, team.editor, published.id, 'publish');
    await createArticle(h, team.editor, unique('Draft with a picture'), {
      body: `<img data-material-id="${hidden}" alt="">`,
    });
    const served = await site(`/public/files/${shown}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await site(`/public/files/${cover}`)).status).toBe(200);
    expect((await site(`/public/files/${hidden}`)).status).toBe(404);
    // Archived: its media are no longer public.
    await act(h, team.editor, published.id, 'archive');
    expect((await site(`/public/files/${shown}`)).status).toBe(404);
  });
});
