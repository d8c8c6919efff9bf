/**
 * Material visibility (issue 37, M1) on both drivers: anonymous readers (signed storefront URLs, the public API's
 * files) get public materials only, and content shown on public pages (articles, forum posts, storefront
 * documents) may name only public materials the writer may read, refused at save with nothing written.
 */
import { defaultFitment } from '@soundboard/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { act, articleInput, contentTeam, createArticle, en, unique } from '../content/article-fixtures';
import { articles, forumPosts, materials } from '../db/schema';
import { fitmentRow } from '../decoration/decoration-fixtures';
import { forumCategories, memberId, paragraph, publicCall, setContent, siteToken } from '../forum/test-fixtures';
import { previewKey, signFile } from '../storefront/signing';
import { forEachDriver } from '../test/harness';
import { pngBytes } from './generate';

forEachDriver('material visibility', (h) => {
  let team: Awaited<ReturnType<typeof contentTeam>>;
  let shade = 0;

  /** A material of its own content (the library keeps one per content) with the given visibility. */
  async function material(visibility: 'public' | 'internal' | 'restricted'): Promise<number> {
    const colour = ++shade;
    const bytes = pngBytes(4, 4, () => [colour, 90, 40]);
    const [row] = await h.database.db
      .insert(materials)
      .values({
        kind: 'image',
        mime: 'image/png',
        name: `${visibility}.png`,
        size: bytes.length,
        hash: await h.deps.files.put(bytes),
        visibility,
        readPermission: visibility === 'restricted' ? 'finance:read' : null,
      })
      .returning({ id: materials.id });
    if (!row) throw new Error('material insert failed');
    return row.id;
  }

  const showing = (id: number) => `<p>Look</p><img data-material-id="${id}" alt="">`;

  beforeAll(async () => {
    team = await contentTeam(h);
  });

  it('serves a signed storefront URL for a public material only', async () => {
    const key = await previewKey(h.database.db);
    const fetchSigned = async (id: number) =>
      (await h.call('GET', `/behind/storefront/files/${id}?sig=${signFile(key, id, h.now())}`)).status;
    expect(await fetchSigned(await material('public'))).toBe(200);
    expect(await fetchSigned(await material('internal'))).toBe(404);
    expect(await fetchSigned(await material('restricted'))).toBe(404);
  });

  it('stops serving /public/files once a published picture is no longer public', async () => {
    const id = await material('public');
    const article = await createArticle(h, team.editor, unique('Public picture'), { body: showing(id) });
    await act(h, team.editor, article.id, 'publish');
    const site = (path: string) =>
      h.call('GET', path, { headers: { ...en, authorization: `Bearer ${team.siteToken}` } });
    expect((await site(`/public/files/${id}`)).status).toBe(200);
    await h.database.db.update(materials).set({ visibility: 'internal' }).where(eq(materials.id, id));
    expect((await site(`/public/files/${id}`)).status).toBe(404);
  });

  it('refuses an article naming an internal or restricted material (422 on the field, nothing saved), takes a public one', async () => {
    const saved = async (title: string) =>
      Number((await h.database.db.select({ n: count() }).from(articles).where(eq(articles.title, title)))[0]?.n);
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['body', { body: showing(await material('internal')) }, 'body', 'public'],
      ['cover', { cover: [await material('internal')] }, 'cover', 'public'],
      ['restricted body', { body: showing(await material('restricted')) }, 'body', 'media library'],
    ];
    for (const [label, input, field, words] of cases) {
      const title = unique(`Refused ${label}`);
      const res = await h.call('POST', '/behind/articles', {
        token: team.editor,
        headers: { 'arco-locale': 'en-US' },
        json: articleInput(title, input),
      });
      expect(res.status, label).toBe(422);
      const issue = res.body.data.issues.find((item: { path: string }) => item.path === field);
      expect(issue?.message, label).toContain(words);
      expect(await saved(title), label).toBe(0);
    }
    const title = unique('Accepted');
    await createArticle(h, team.editor, title, { body: showing(await material('public')) });
    expect(await saved(title)).toBe(1);
  });

  it('refuses forum posts naming a non-public material, from staff and from site members, and takes a public one', async () => {
    const cats = await forumCategories(h);
    // The member's topic goes live at once, so replies to it are taken.
    await setContent(h, 'forumQueueUntrusted', false);
    const site = publicCall(h, await siteToken(h));
    const member = { externalId: memberId('vis'), name: 'Reader' };
    const topic = await site('POST', '/forum/topics', {
      json: { member, categoryId: cats.tech, title: unique('Pictures'), body: paragraph('Hello') },
    });
    const topicId = topic.body.data.id as number;
    const posts = async () =>
      Number(
        (await h.database.db.select({ n: count() }).from(forumPosts).where(eq(forumPosts.topicId, topicId)))[0]?.n,
      );
    const before = await posts();
    for (const visibility of ['internal', 'restricted'] as const) {
      const id = await material(visibility);
      const staff = await h.call('POST', `/behind/forum/topics/${topicId}/posts`, {
        token: team.editor,
        headers: { 'arco-locale': 'zh-CN' },
        json: { body: showing(id) },
      });
      expect(staff.status, visibility).toBe(422);
      // An internal one is not public; a restricted one is, to a writer without finance:read, not in the library.
      const message = visibility === 'internal' ? '公开素材' : '请从素材库中选择文件';
      expect(staff.body.data.issues[0]).toEqual({ path: 'body', message: expect.stringContaining(message) });
      const fromMember = await site('POST', `/forum/topics/${topicId}/posts`, { json: { member, body: showing(id) } });
      expect(fromMember.status, visibility).toBe(422);
      expect(fromMember.body.data.issues[0].path).toBe('body');
    }
    expect(await posts()).toBe(before);
    const shown = await material('public');
    expect(
      (
        await h.call('POST', `/behind/forum/topics/${topicId}/posts`, {
          token: team.editor,
          json: { body: showing(shown) },
        })
      ).status,
    ).toBe(200);
    expect(
      (await site('POST', `/forum/topics/${topicId}/posts`, { json: { member, body: showing(shown) } })).status,
    ).toBe(200);
    expect(await posts()).toBe(before + 2);
  });

  it('refuses a storefront document naming a non-public material (422 under document., nothing stored)', async () => {
    const save = async (imageId: number) =>
      h.call('PUT', '/behind/fitment/draft', {
        token: team.editor,
        headers: en,
        json: {
          document: { ...defaultFitment(), launch: { enabled: true, imageId, seconds: 3, link: null } },
          draftVersion: (await fitmentRow(h)).draftVersion,
        },
      });
    const before = await fitmentRow(h);
    const internal = await save(await material('internal'));
    expect(internal.status).toBe(422);
    expect(internal.body.data.issues).toEqual([
      { path: 'document.launch.imageId', message: expect.stringContaining('public materials') },
    ]);
    const restricted = await save(await material('restricted'));
    expect(restricted.body.data.issues).toEqual([{ path: 'document.launch.imageId', message: 'No such record' }]);
    expect(await fitmentRow(h)).toMatchObject({ draft: before.draft, draftVersion: before.draftVersion });
    expect((await save(await material('public'))).status).toBe(200);
  });
});
