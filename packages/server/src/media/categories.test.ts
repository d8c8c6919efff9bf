/**
 * Category trees on both drivers: create (last among siblings), edit with the version lock, delete refused while
 * the node holds records or children (the message counts them), move with renumbering, the depth limit, a parent
 * from another tree refused, permissions per tree, and an audit row for every write; every tree's routes alike.
 */
import { CATEGORY_TREE_NAMES, type CategoryNode } from '@soundboard/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, materials } from '../db/schema';
import { DEMO, forEachDriver } from '../test/harness';

const P = '/behind/categories';

forEachDriver('category trees', (h) => {
  const admin = () => h.login('admin', DEMO.admin);
  const node = (name: string, parentId: number | null = null) => ({
    parentId,
    nameZh: `${name}中`,
    nameEn: name,
    icon: null,
    enabled: true,
  });
  async function create(token: string, tree: string, name: string, parentId: number | null = null) {
    const res = await h.call('POST', `${P}/${tree}`, { token, json: node(name, parentId) });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return res.body.data as CategoryNode;
  }
  async function list(token: string, tree: string): Promise<CategoryNode[]> {
    return (await h.call('GET', `${P}/${tree}`, { token })).body.data;
  }
  const childrenOf = (nodes: CategoryNode[], parentId: number | null) =>
    nodes.filter((item) => item.parentId === parentId).map((item) => item.nameEn);

  it('creates nodes last among their siblings and lists parents before children, in order', async () => {
    const token = await admin();
    const a = await create(token, 'article', 'A');
    const b = await create(token, 'article', 'B');
    const a1 = await create(token, 'article', 'A1', a.id);
    expect(b.sort).toBeGreaterThan(a.sort);
    expect(a1).toMatchObject({ parentId: a.id, sort: 0, count: 0, version: 1, nameZh: 'A1中' });
    const nodes = await list(token, 'article');
    const names = nodes.map((item) => item.nameEn);
    expect(names.indexOf('A1')).toBe(names.indexOf('A') + 1);
    expect(names.indexOf('B')).toBeGreaterThan(names.indexOf('A1'));
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, String(a1.id))));
    expect(row).toMatchObject({ action: 'create' });
  });

  it('edits at the read version only; a stale version is a 409 with nothing changed', async () => {
    const token = await admin();
    const n = await create(token, 'forum', 'Edit me');
    const edited = await h.call('PUT', `${P}/forum/${n.id}`, {
      token,
      json: { ...node('Edited'), icon: 'star', enabled: false, version: 1 },
    });
    expect(edited.body.data).toMatchObject({ nameEn: 'Edited', icon: 'star', enabled: false, version: 2 });
    const stale = await h.call('PUT', `${P}/forum/${n.id}`, { token, json: { ...node('Stale'), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(400009);
    expect((await list(token, 'forum')).find((item) => item.id === n.id)?.nameEn).toBe('Edited');
    const other = await h.call('PUT', `${P}/text/${n.id}`, { token, json: { ...node('X'), version: 2 } });
    expect(other.status).toBe(404);
  });

  it('re-parents on edit: the node goes last under its new parent, within the depth limit', async () => {
    const token = await admin();
    const from = await create(token, 'forum', 'From');
    const to = await create(token, 'forum', 'To');
    await create(token, 'forum', 'Already there', to.id);
    const kid = await create(token, 'forum', 'Kid', from.id);
    const res = await h.call('PUT', `${P}/forum/${kid.id}`, { token, json: { ...node('Kid', to.id), version: 1 } });
    expect(res.body.data).toMatchObject({ parentId: to.id, sort: 1, version: 2 });
    const deep = await h.call('PUT', `${P}/forum/${to.id}`, { token, json: { ...node('To', from.id), version: 1 } });
    expect(deep.status).toBe(200);
    const loop = await h.call('PUT', `${P}/forum/${from.id}`, { token, json: { ...node('From', kid.id), version: 1 } });
    expect(loop.status).toBe(422);
    // From › To › Kid: the third level is full.
    const fourth = await h.call('POST', `${P}/forum`, { token, json: node('Fourth', kid.id) });
    expect(fourth.status).toBe(422);
  });

  it('refuses a parent from another tree, and a fourth level', async () => {
    const token = await admin();
    const foreign = await create(token, 'music', 'Foreign');
    const refused = await h.call('POST', `${P}/text`, {
      token,
      json: node('X', foreign.id),
      headers: { 'arco-locale': 'en-US' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'parentId', message: 'The parent category is not in this tree' },
    ]);
    const l1 = await create(token, 'text', 'L1');
    const l2 = await create(token, 'text', 'L2', l1.id);
    const l3 = await create(token, 'text', 'L3', l2.id);
    const deep = await h.call('POST', `${P}/text`, {
      token,
      json: node('L4', l3.id),
      headers: { 'arco-locale': 'en-US' },
    });
    expect(deep.status).toBe(422);
    expect(deep.body.message).toBe('Categories go at most 3 levels deep');
    expect((await list(token, 'text')).some((item) => item.nameEn === 'L4' || item.nameEn === 'X')).toBe(false);
  });

  it('moves a subtree, renumbers both sibling lists, refuses moves too deep or into itself', async () => {
    const token = await admin();
    const p = await create(token, 'music', 'P');
    const q = await create(token, 'music', 'Q');
    await create(token, 'music', 'P1', p.id);
    const p2 = await create(token, 'music', 'P2', p.id);
    const q1 = await create(token, 'music', 'Q1', q.id);
    await create(token, 'music', 'Q1a', q1.id);
    // Q1 (with its child) into P at the front: depth 3, fine.
    const moved = await h.call('POST', `${P}/music/${q1.id}/move`, { token, json: { parentId: p.id, index: 0 } });
    expect(moved.body.code).toBe(1);
    const nodes = moved.body.data as CategoryNode[];
    expect(childrenOf(nodes, p.id)).toEqual(['Q1', 'P1', 'P2']);
    expect(nodes.filter((item) => item.parentId === p.id).map((item) => item.sort)).toEqual([0, 1, 2]);
    expect(childrenOf(nodes, q.id)).toEqual([]);
    expect(childrenOf(nodes, q1.id)).toEqual(['Q1a']);
    expect(nodes.find((item) => item.id === q1.id)?.version).toBe(2);
    // P (3 levels tall now) under Q would make 4.
    const deep = await h.call('POST', `${P}/music/${p.id}/move`, { token, json: { parentId: q.id, index: 0 } });
    expect(deep.status).toBe(422);
    const loop = await h.call('POST', `${P}/music/${p.id}/move`, {
      token,
      json: { parentId: q1.id, index: 0 },
      headers: { 'arco-locale': 'en-US' },
    });
    expect(loop.body.message).toBe('A category cannot move into itself or one of its sub-categories');
    // Within the same parent: P2 to the front.
    const within = await h.call('POST', `${P}/music/${p2.id}/move`, { token, json: { parentId: p.id, index: 0 } });
    expect(childrenOf(within.body.data, p.id)).toEqual(['P2', 'Q1', 'P1']);
    const moves = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'move')));
    expect(moves.map((row) => row.entityId)).toEqual(expect.arrayContaining([String(q1.id), String(p2.id)]));
  });

  it('refuses to delete a node with records or children, naming how many, and deletes an empty one', async () => {
    const token = await admin();
    const full = await create(token, 'material', 'Full');
    await create(token, 'material', 'Kid 1', full.id);
    await create(token, 'material', 'Kid 2', full.id);
    for (const n of [1, 2, 3]) {
      await h.database.db.insert(materials).values({
        kind: 'document',
        mime: 'application/pdf',
        name: `doc ${n}`,
        size: 10,
        hash: `${'c'.repeat(63)}${n}`,
        categoryId: full.id,
      });
    }
    expect((await list(token, 'material')).find((item) => item.id === full.id)?.count).toBe(3);
    const en = await h.call('DELETE', `${P}/material/${full.id}`, { token, headers: { 'arco-locale': 'en-US' } });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('This category holds 3 materials and 2 sub-categories: move or delete them first');
    const zh = await h.call('DELETE', `${P}/material/${full.id}`, { token, headers: { 'arco-locale': 'zh-CN' } });
    expect(zh.body.message).toBe('该分类下有 3 个素材和 2 个子分类，请先移走或删除');
    const parent = await create(token, 'article', 'Parent');
    await create(token, 'article', 'Only child', parent.id);
    const one = await h.call('DELETE', `${P}/article/${parent.id}`, { token, headers: { 'arco-locale': 'en-US' } });
    expect(one.body.message).toBe('This category holds 1 sub-category: move or delete them first');
    const empty = await create(token, 'article', 'Empty');
    expect((await h.call('DELETE', `${P}/article/${empty.id}`, { token })).body.code).toBe(1);
    expect((await list(token, 'article')).some((item) => item.id === empty.id)).toBe(false);
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'category'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, String(empty.id))),
      );
    expect(row?.before).toMatchObject({ tree: 'article', nameEn: 'Empty' });
  });

  it('edits, moves and deletes in every tree alike', async () => {
    const token = await admin();
    for (const tree of CATEGORY_TREE_NAMES) {
      const first = await create(token, tree, `${tree} first`);
      const second = await create(token, tree, `${tree} second`);
      const edited = await h.call('PUT', `${P}/${tree}/${first.id}`, {
        token,
        json: { ...node(`${tree} renamed`), version: first.version },
      });
      expect(edited.body.data, tree).toMatchObject({ id: first.id, nameEn: `${tree} renamed`, version: 2 });
      const moved = await h.call('POST', `${P}/${tree}/${second.id}/move`, {
        token,
        json: { parentId: first.id, index: 0 },
      });
      expect(childrenOf(moved.body.data, first.id), tree).toEqual([`${tree} second`]);
      expect((await h.call('DELETE', `${P}/${tree}/${second.id}`, { token })).body.code, tree).toBe(1);
      expect(
        (await list(token, tree)).map((item) => item.id),
        tree,
      ).not.toContain(second.id);
    }
  });

  it("takes each tree's permissions; an unknown tree is not found", async () => {
    const viewer = await h.login('viewer', DEMO.viewer);
    expect((await h.call('GET', `${P}/material`, { token: viewer })).status).toBe(200);
    expect((await h.call('POST', `${P}/material`, { token: viewer, json: node('No') })).status).toBe(403);
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', `${P}/text`, { token: sales })).status).toBe(403);
    expect((await h.call('GET', `${P}/article`, { token: sales })).status).toBe(403);
    const editor = await h.login('editor', DEMO.editor);
    expect((await h.call('POST', `${P}/text`, { token: editor, json: node('Editor') })).body.code).toBe(1);
    expect((await h.call('GET', `${P}/nonsense`, { token: editor })).status).toBe(404);
  });
});
