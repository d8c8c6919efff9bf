/**
 * The library's list on both drivers: each filter (kind, category, unfiled, tag, created days, name search,
 * unused, visibility), a category listing its sub-categories' files too, the orders and pages, the tags list, bad query values
 * refused, and at most two statements a page.
 */
import type { Material } from '@soundboard/contract';
import { materialListQuery } from '@soundboard/contract';
import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, expect, it } from 'vitest';
import { materials, materialUsages } from '../db/schema';
import { DEMO, forEachDriver, type Statement } from '../test/harness';
import { listMaterials } from './material-list';
import { SAMPLES, upload } from './test-files';

const M = '/behind/materials';

forEachDriver('media library list', (h) => {
  let token = '';
  let category = 0;
  let child = 0;
  let grandchild = 0;
  const made: Record<string, Material> = {};

  beforeAll(async () => {
    token = await h.login('admin', DEMO.admin);
    const cat = await h.call('POST', '/behind/categories/material', {
      token,
      json: { parentId: null, nameZh: '列表', nameEn: 'List', icon: null, enabled: true },
    });
    category = cat.body.data.id;
    const node = async (parentId: number, nameEn: string) => {
      const json = { parentId, nameZh: nameEn, nameEn, icon: null, enabled: true };
      return (await h.call('POST', '/behind/categories/material', { token, json })).body.data.id as number;
    };
    child = await node(category, 'List child');
    grandchild = await node(child, 'List grandchild');
    const files: [string, Uint8Array, object][] = [
      ['Zebra_poster.png', SAMPLES.png('list-1'), { categoryId: category, tags: ['lst-summer', 'lst-sale'] }],
      ['alpha%banner.gif', SAMPLES.gif('list-2'), { categoryId: category, tags: ['lst-sale'] }],
      ['Lobby music.wav', SAMPLES.wav('list-3'), { tags: ['lst-music'] }],
      ['manual.pdf', SAMPLES.pdf('list-4'), {}],
      ['Child jingle.wav', SAMPLES.wav('list-5'), { categoryId: child }],
      ['Grandchild brief.pdf', SAMPLES.pdf('list-6'), { categoryId: grandchild }],
    ];
    for (const [name, content, meta] of files) {
      const res = await upload(h, token, content, name, { meta });
      made[name] = res.body.data.material;
    }
    // Created on different company days: the gif a week earlier, the pdf a month earlier (China time).
    const at = (iso: string) => new Date(iso);
    await h.database.db
      .update(materials)
      .set({ createdAt: at('2026-03-01T16:30:00Z') })
      .where(eq(materials.id, made['alpha%banner.gif']?.id ?? 0));
    await h.database.db
      .update(materials)
      .set({ createdAt: at('2026-02-01T03:00:00Z') })
      .where(eq(materials.id, made['manual.pdf']?.id ?? 0));
    // The wav is used by some record.
    await h.database.db
      .insert(materialUsages)
      .values({ materialId: made['Lobby music.wav']?.id ?? 0, entity: 'article', entityId: 1, field: 'cover' });
  });

  const names = async (query: string) => {
    const res = await h.call('GET', `${M}?pageSize=96&${query}`, { token });
    expect(res.body.code, JSON.stringify(res.body)).toBe(1);
    return (res.body.data.list as Material[]).map((item) => item.name).filter((name) => name in made);
  };

  it('filters by kind, category, unfiled, tag, name search and unused', async () => {
    expect((await names('kind=audio')).sort()).toEqual(['Child jingle.wav', 'Lobby music.wav']);
    expect((await names(`categoryId=${grandchild}`)).sort()).toEqual(['Grandchild brief.pdf']);
    expect(await names('categoryId=none')).toEqual(expect.arrayContaining(['Lobby music.wav', 'manual.pdf']));
    expect(await names('categoryId=none')).not.toContain('Zebra_poster.png');
    expect((await names('tag=lst-sale')).sort()).toEqual(['Zebra_poster.png', 'alpha%banner.gif']);
    expect(await names('q=ZEBRA')).toEqual(['Zebra_poster.png']);
    // % and _ are searched for as they are.
    expect(await names(`q=${encodeURIComponent('%')}`)).toEqual(['alpha%banner.gif']);
    expect(await names('q=_')).toEqual(['Zebra_poster.png']);
    const unused = await names('unused=1');
    expect(unused).not.toContain('Lobby music.wav');
    expect(unused).toContain('manual.pdf');
  });

  it('lists a category with the files of its sub-categories, at every depth', async () => {
    expect((await names(`categoryId=${category}`)).sort()).toEqual([
      'Child jingle.wav',
      'Grandchild brief.pdf',
      'Zebra_poster.png',
      'alpha%banner.gif',
    ]);
    expect((await names(`categoryId=${child}`)).sort()).toEqual(['Child jingle.wav', 'Grandchild brief.pdf']);
    // Combined with other filters, and counted alike.
    expect(await names(`categoryId=${category}&kind=audio`)).toEqual(['Child jingle.wav']);
    const res = await h.call('GET', `${M}?categoryId=${category}&pageSize=24`, { token });
    expect(res.body.data.total).toBe(4);
    // A node of another tree under the same id space holds nothing of the library's.
    const other = await h.call('POST', '/behind/categories/article', {
      token,
      json: { parentId: null, nameZh: '别的', nameEn: 'Other', icon: null, enabled: true },
    });
    expect(await names(`categoryId=${other.body.data.id}`)).toEqual([]);
  });

  it('filters by created company days, inclusive', async () => {
    // 2026-03-01T16:30Z is 2 March in China.
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['alpha%banner.gif']);
    expect(await names('from=2026-03-01&to=2026-03-01')).toEqual([]);
    expect(await names('to=2026-03-05')).toEqual(['alpha%banner.gif', 'manual.pdf']);
  });

  it('orders and pages, and counts all matches', async () => {
    const byName = await h.call('GET', `${M}?categoryId=${category}&sort=name&pageSize=24`, { token });
    expect(byName.body.data.list.map((item: Material) => item.name)).toEqual([
      'alpha%banner.gif',
      'Child jingle.wav',
      'Grandchild brief.pdf',
      'Zebra_poster.png',
    ]);
    const second = await h.call('GET', `${M}?categoryId=${category}&sort=-name&pageSize=24&page=2`, { token });
    expect(second.body.data).toEqual({ list: [], total: 4 });
    const bySize = await h.call('GET', `${M}?tag=lst-sale&sort=-size`, { token });
    const sizes = bySize.body.data.list.map((item: Material) => item.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('lists the tags in use', async () => {
    const tags = (await h.call('GET', `${M}/tags`, { token })).body.data as string[];
    expect(tags.filter((tag) => tag.startsWith('lst-'))).toEqual(['lst-music', 'lst-sale', 'lst-summer']);
  });

  it('refuses bad query values with a 422', async () => {
    for (const query of [
      'kind=exe',
      'categoryId=abc',
      'pageSize=25',
      'sort=hash',
      'from=2026-02-30',
      'unused=yes',
      'visibility=secret',
      'x=1',
    ]) {
      expect((await h.call('GET', `${M}?${query}`, { token })).status, query).toBe(422);
    }
  });

  it('answers a page in at most two statements, a category with its descendants too', async () => {
    const statements: Statement[] = [];
    const query = v.parse(materialListQuery, { categoryId: String(category), sort: 'name', pageSize: '24' });
    const page = await listMaterials(h.countingDb(statements), query, new Set(['material:read']));
    expect(page.total).toBe(4);
    expect(statements.length).toBeLessThanOrEqual(2);
  });

  it('answers a filtered page in at most two statements', async () => {
    const statements: Statement[] = [];
    const db = h.countingDb(statements);
    const query = v.parse(materialListQuery, { tag: 'lst-sale', unused: '1', q: 'a', sort: 'size', pageSize: '24' });
    const page = await listMaterials(db, query, new Set(['material:read']));
    expect(page.total).toBe(2);
    expect(page.list.every((item) => typeof item.usageCount === 'number' && item.createdBy !== undefined)).toBe(true);
    expect(statements.length).toBeLessThanOrEqual(2);
    const ids = page.list.map((item) => item.id);
    expect((await h.database.db.select().from(materials).where(inArray(materials.id, ids))).length).toBe(2);
  });

  // Last: it changes the fixture's visibilities.
  it('filters by visibility (the picker of a field shown publicly asks for public ones), restricted still by permission', async () => {
    const idOf = (name: string) => made[name]?.id ?? 0;
    await h.database.db
      .update(materials)
      .set({ visibility: 'internal' })
      .where(eq(materials.id, idOf('alpha%banner.gif')));
    await h.database.db
      .update(materials)
      .set({ visibility: 'restricted', readPermission: 'finance:read' })
      .where(eq(materials.id, idOf('Zebra_poster.png')));
    expect((await names(`categoryId=${category}&visibility=public`)).sort()).toEqual([
      'Child jingle.wav',
      'Grandchild brief.pdf',
    ]);
    const counted = await h.call('GET', `${M}?categoryId=${category}&visibility=public&pageSize=24`, { token });
    expect(counted.body.data.total).toBe(2);
    expect(await names(`categoryId=${category}&visibility=internal`)).toEqual(['alpha%banner.gif']);
    // The admin holds finance:read; a reader without it does not see a restricted one whatever the filter.
    expect(await names(`categoryId=${category}&visibility=restricted`)).toEqual(['Zebra_poster.png']);
    const query = v.parse(materialListQuery, { categoryId: String(category), visibility: 'restricted' });
    expect((await listMaterials(h.database.db, query, new Set(['material:read']))).total).toBe(0);
  });
});
