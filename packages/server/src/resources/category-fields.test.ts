/**
 * category fields through the generic routes (no domain binding): a write names an enabled node of the field's
 * tree (a disabled branch takes no new records, a record keeps a node disabled later), the list filter matches a
 * node and everything below it, lists / details / CSV name the node in the caller's language, and a node holding
 * articles or topics cannot be deleted.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { categories } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';
import { insertCategory, mountContentResources } from './content-fixtures';

forEachDriver('category fields', (h) => {
  let admin = '';
  const node: Record<string, number> = {};
  beforeAll(async () => {
    mountContentResources(h);
    admin = await h.login('admin', DEMO.admin);
    node.speakers = await insertCategory(h, 'article', '音箱', 'Speakers');
    node.ceiling = await insertCategory(h, 'article', '吸顶音箱', 'Ceiling speakers', { parentId: node.speakers });
    node.meeting = await insertCategory(h, 'article', '会议室', 'Meeting rooms', { parentId: node.ceiling });
    node.amps = await insertCategory(h, 'article', '功放', 'Amplifiers');
    node.old = await insertCategory(h, 'article', '旧栏目', 'Old section', { enabled: false });
    node.underOld = await insertCategory(h, 'article', '旧栏目子类', 'Under old', { parentId: node.old });
    node.board = await insertCategory(h, 'forum', '安装问答', 'Installation Q&A');
  });

  const create = (title: string, categoryId: unknown, locale = 'zh-CN') =>
    h.call('POST', '/behind/test-articles', {
      token: admin,
      headers: { 'accept-language': locale },
      json: { title: `CatTest ${title}`, categoryId },
    });
  const listed = async (query: string, locale = 'zh-CN') =>
    (
      await h.call('GET', `/behind/test-articles?q=CatTest&sort=title&${query}`, {
        token: admin,
        headers: { 'accept-language': locale },
      })
    ).body.data;

  it('refuses a node that does not exist, of another tree, or in a disabled branch, with a translated message', async () => {
    for (const categoryId of [999_999, node.board, node.old, node.underOld]) {
      const refused = await create('refused', categoryId, 'en-US');
      expect(refused.status, String(categoryId)).toBe(422);
      expect(refused.body.data.issues).toEqual([{ path: 'categoryId', message: 'Choose a category of this list' }]);
    }
    const zh = await create('refused', 999_999);
    expect(zh.body.data.issues[0].message).toBe('请选择本列表中的分类');
    expect((await listed('')).total).toBe(0);
  });

  it('files a record under an enabled node, and keeps it there when the node is disabled later', async () => {
    const created = await create('keeps', node.amps);
    expect(created.body.code, JSON.stringify(created.body)).toBe(1);
    expect(created.body.data.refLabels.categoryId).toBe('功放');
    await h.database.db
      .update(categories)
      .set({ enabled: false })
      .where(eq(categories.id, node.amps as number));
    try {
      const { id, version } = created.body.data;
      const kept = await h.call('PUT', `/behind/test-articles/${id}`, {
        token: admin,
        json: { title: 'CatTest keeps (edited)', categoryId: node.amps, version },
      });
      expect(kept.body.code, JSON.stringify(kept.body)).toBe(1);
      // Moving it to another disabled node is refused, and changes nothing.
      const moved = await h.call('PUT', `/behind/test-articles/${id}`, {
        token: admin,
        json: { title: 'CatTest moved', categoryId: node.old, version: version + 1 },
      });
      expect(moved.status).toBe(422);
      const detail = await h.call('GET', `/behind/test-articles/${id}`, { token: admin });
      expect(detail.body.data).toMatchObject({ title: 'CatTest keeps (edited)', categoryId: node.amps });
      await h.call('DELETE', `/behind/test-articles/${id}`, { token: admin });
    } finally {
      await h.database.db
        .update(categories)
        .set({ enabled: true })
        .where(eq(categories.id, node.amps as number));
    }
  });

  it('filters by a node with everything below it, and names the node in the caller’s language', async () => {
    for (const [title, key] of [
      ['a-top', 'speakers'],
      ['b-ceiling', 'ceiling'],
      ['c-meeting', 'meeting'],
      ['d-amps', 'amps'],
    ] as const) {
      expect((await create(title, node[key])).body.code).toBe(1);
    }
    expect((await create('e-none', null)).body.code).toBe(1);
    const titles = (page: { list: { title: string }[] }) => page.list.map((row) => row.title.replace('CatTest ', ''));
    expect(titles(await listed(`categoryId=${node.speakers}`))).toEqual(['a-top', 'b-ceiling', 'c-meeting']);
    expect(titles(await listed(`categoryId=${node.ceiling}`))).toEqual(['b-ceiling', 'c-meeting']);
    expect(titles(await listed(`categoryId=${node.meeting}`))).toEqual(['c-meeting']);
    expect(titles(await listed(`categoryId=${node.amps}`))).toEqual(['d-amps']);

    const zh = await listed(`categoryId=${node.ceiling}`);
    expect(zh.list.map((row: { refLabels: Record<string, string> }) => row.refLabels.categoryId)).toEqual([
      '吸顶音箱',
      '会议室',
    ]);
    const en = await listed('', 'en-US');
    const labels = Object.fromEntries(
      en.list.map((row: { title: string; refLabels: Record<string, string> }) => [row.title, row.refLabels.categoryId]),
    );
    expect(labels).toEqual({
      'CatTest a-top': 'Speakers',
      'CatTest b-ceiling': 'Ceiling speakers',
      'CatTest c-meeting': 'Meeting rooms',
      'CatTest d-amps': 'Amplifiers',
      'CatTest e-none': undefined,
    });
    const detail = await h.call('GET', `/behind/test-articles/${en.list[2].id}`, {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(detail.body.data.refLabels.categoryId).toBe('Meeting rooms');
    const csv = await h.call('GET', `/behind/test-articles/export?q=CatTest&categoryId=${node.amps}`, {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(String(csv.body)).toContain('Amplifiers');
  });

  it('counts a node’s articles and refuses to delete a node that holds some', async () => {
    const tree = await h.call('GET', '/behind/categories/article', { token: admin });
    const counts = Object.fromEntries(tree.body.data.map((row: { id: number; count: number }) => [row.id, row.count]));
    expect(counts[node.meeting as number]).toBe(1);
    expect(counts[node.amps as number]).toBe(1);
    const refused = await h.call('DELETE', `/behind/categories/article/${node.amps}`, {
      token: admin,
      headers: { 'accept-language': 'en-US' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1 article');
    expect(
      (
        await h.database.db
          .select()
          .from(categories)
          .where(eq(categories.id, node.amps as number))
      ).length,
    ).toBe(1);
  });
});
