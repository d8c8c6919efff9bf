/**
 * richText fields through the generic routes (no domain binding): XSS payloads removed on create and update, the
 * plain text kept beside the HTML and searched (in Chinese and English) instead of the markup, a required body
 * that is empty once sanitised refused, lists and CSV exports without the body, and the body's materials
 * recorded as usages. The big payload set is the article domain's (content/).
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { articles, forumTopics, materialUsages } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { insertCategory, insertMaterial, mountContentResources } from './content-fixtures';

const UNSAFE = /<script|onerror|onclick|onload|javascript:|<iframe|style=|<svg/i;

forEachDriver('rich text fields', (h) => {
  let admin = '';
  let forumCategory = 0;
  beforeAll(async () => {
    mountContentResources(h);
    admin = await h.login('admin', DEMO.admin);
    forumCategory = await insertCategory(h, 'forum', '富文本测试', 'Rich text test');
  });

  const createArticle = (fields: Record<string, unknown>) =>
    h.call('POST', '/behind/test-articles', { token: admin, json: { title: '富文本', ...fields } });
  const stored = async (id: number) => (await h.database.db.select().from(articles).where(eq(articles.id, id)))[0];

  it('removes scripts, event handlers, javascript: links, frames and styles on create and update', async () => {
    const created = await createArticle({
      title: 'XSS 测试',
      body:
        '<p onclick="steal()">安装<script>alert(1)</script>指南</p>' +
        '<p><a href="javascript:alert(1)">link</a> <a href="https://example.com/a">ok</a></p>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">styled</p><svg onload="alert(1)"></svg>',
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    const { id, version } = created.body.data;
    expect(created.body.data.body).not.toMatch(UNSAFE);
    expect(created.body.data.body).toContain('<p>安装指南</p>');
    expect(created.body.data.body).toContain(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow">ok</a>',
    );
    const row = await stored(id);
    expect(row?.body).toBe(created.body.data.body);
    expect(row?.bodyText).toBe('安装指南\nlink ok\nstyled');

    const updated = await h.call('PUT', `/behind/test-articles/${id}`, {
      token: admin,
      json: {
        title: 'XSS 测试',
        version,
        body: '<p>新<img src=x onerror="alert(1)">内容</p><a href=" JaVaScRiPt:alert(1)">x</a>',
      },
    });
    expect(updated.body.code, JSON.stringify(updated.body)).toBe(1);
    expect(updated.body.data.body).not.toMatch(UNSAFE);
    expect((await stored(id))?.bodyText).toBe('新内容\nx');
    const detail = await h.call('GET', `/behind/test-articles/${id}`, { token: admin });
    expect(detail.body.data.body).toBe(updated.body.data.body);
  });

  it('refuses a required rich text that is empty once sanitised, and writes nothing', async () => {
    const refused = await h.call('POST', '/behind/test-topics', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
      json: { title: '只有脚本', categoryId: forumCategory, body: '<script>alert(1)</script><style>p{}</style>' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([{ path: 'body', message: 'This field is required' }]);
    expect(await h.database.db.select().from(forumTopics).where(eq(forumTopics.title, '只有脚本'))).toEqual([]);
  });

  it('lists and exports without the body, and searches its text (not its markup) in Chinese and English', async () => {
    const one = await createArticle({
      title: '吸顶音箱选购',
      body: '<p>会议室<strong>吸顶音箱</strong>的布置</p>',
    });
    const two = await createArticle({ title: 'Amplifier guide', body: '<p>Choosing a <em>Class-D</em> amplifier</p>' });
    expect(one.body.code).toBe(1);
    expect(two.body.code).toBe(1);
    const search = async (q: string) =>
      (await h.call('GET', `/behind/test-articles?q=${encodeURIComponent(q)}`, { token: admin })).body.data;
    const chinese = await search('音箱的布置');
    expect(chinese.list.map((row: { id: number }) => row.id)).toEqual([one.body.data.id]);
    expect(chinese.list[0]).not.toHaveProperty('body');
    expect(chinese.list[0]).not.toHaveProperty('bodyText');
    expect(chinese.list[0].title).toBe('吸顶音箱选购');
    expect((await search('class-d AMPLIFIER')).list.map((row: { id: number }) => row.id)).toEqual([two.body.data.id]);
    // The markup is not text: no article is found by a tag name.
    expect((await search('strong>')).total).toBe(0);

    const csv = await h.call('GET', '/behind/test-articles/export?q=Class-D', {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Amplifier guide');
    expect(String(csv.body)).not.toContain('Choosing');
  });

  it('records the images and audio of a rich text as material usages, and refuses an unknown material', async () => {
    const image = await insertMaterial(h, 'image');
    const audio = await insertMaterial(h, 'audio');
    const created = await createArticle({
      title: '带素材',
      body: `<p>图</p><img data-material-id="${image}" alt="a"><audio data-material-id="${audio}" controls></audio>`,
    });
    expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    const usages = await h.database.db
      .select({ materialId: materialUsages.materialId })
      .from(materialUsages)
      .where(and(eq(materialUsages.entity, 'article'), eq(materialUsages.entityId, created.body.data.id)));
    expect(usages.map((usage) => usage.materialId).sort((a, b) => a - b)).toEqual([image, audio].sort((a, b) => a - b));

    const unknown = await createArticle({ title: '无此素材', body: '<img data-material-id="999999" alt="x">' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0].path).toBe('body');
    expect(await h.database.db.select().from(articles).where(eq(articles.title, '无此素材'))).toEqual([]);
  });
});
