/**
 * Settings → menus on both drivers: the editor's rules (screens only from the app, directories on top, seeded
 * entries hidden not deleted), reorder in one transaction, custom titles and order reaching /user/menu at the next
 * request, a preview per role, and start-up leaving what the administrator edited alone.
 */
import type { MenuEntry, MenuEntryInput, MenuItem } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, menus } from '../db/schema';
import { syncMenu } from '../seed/menu-sync';
import { DEMO, forEachDriver } from '../test/harness';

const P = '/behind/settings/menus';
const pages = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children?.length ? pages(item.children) : [item]));

forEachDriver('menu editor', (h) => {
  const admin = () => h.login('admin', DEMO.admin);
  async function entries(token: string): Promise<MenuEntry[]> {
    return (await h.call('GET', P, { token })).body.data;
  }
  const byKey = (list: MenuEntry[], key: string) => {
    const entry = list.find((item) => item.key === key);
    if (!entry) throw new Error(`no entry ${key}`);
    return entry;
  };
  const input = (entry: MenuEntry, change: Partial<MenuEntryInput> = {}): MenuEntryInput => ({
    parentId: entry.parentId,
    kind: entry.kind,
    path: entry.path,
    titleKey: entry.titleKey,
    titleZh: entry.titleZh,
    titleEn: entry.titleEn,
    icon: entry.icon,
    permission: entry.permission,
    visible: entry.visible,
    ...change,
  });

  it('is for menu:write holders only', async () => {
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', P, { token: sales })).status).toBe(403);
    const list = await entries(await admin());
    expect(byKey(list, 'setting')).toMatchObject({ kind: 'directory', path: null, seeded: true, parentId: null });
    expect(byKey(list, 'order.sale')).toMatchObject({ kind: 'page', path: '/order/sale', seeded: true });
  });

  it('creates a directory with an action under it; custom titles reach /user/menu at the next request', async () => {
    const token = await admin();
    const dir = await h.call('POST', P, {
      token,
      json: {
        parentId: null,
        kind: 'directory',
        path: null,
        titleKey: null,
        titleZh: '快捷操作',
        titleEn: 'Shortcuts',
        icon: 'store',
        permission: 'menu:read',
        visible: true,
      },
    });
    expect(dir.body.data).toMatchObject({ kind: 'directory', seeded: false, titleEn: 'Shortcuts' });
    const action = {
      parentId: dir.body.data.id,
      kind: 'action',
      path: '/content/article/add',
      titleKey: null,
      titleZh: '写文章',
      titleEn: 'New article',
      icon: null,
      permission: 'content:write',
      visible: true,
    };
    expect((await h.call('POST', P, { token, json: action })).body.data).toMatchObject({
      path: '/content/article/add',
    });

    const menu = (await h.call('POST', '/behind/user/menu', { token })).body.data as MenuItem[];
    const shortcuts = menu.find((item) => item.key === dir.body.data.key);
    expect(shortcuts?.titles).toEqual({ 'zh-CN': '快捷操作', 'en-US': 'Shortcuts' });
    expect(shortcuts?.children?.map((item) => item.path)).toEqual(['/content/article/add']);
    // The viewer lacks content:write: the action, and so its directory, are not in the viewer's menu.
    const viewer = await h.login('viewer', DEMO.viewer);
    const viewerMenu = (await h.call('POST', '/behind/user/menu', { token: viewer })).body.data as MenuItem[];
    expect(viewerMenu.some((item) => item.key === dir.body.data.key)).toBe(false);

    // A custom entry can be deleted once it is empty: the action, then its directory; the menu loses both.
    const created = (await entries(token)).filter((entry) => entry.parentId === dir.body.data.id);
    for (const entry of [...created, dir.body.data]) {
      expect((await h.call('DELETE', `${P}/${entry.id}`, { token })).body.code).toBe(1);
    }
    const after = (await h.call('POST', '/behind/user/menu', { token })).body.data as MenuItem[];
    expect(after.some((item) => item.key === dir.body.data.key)).toBe(false);
    expect((await entries(token)).some((entry) => entry.id === dir.body.data.id)).toBe(false);
  });

  it('refuses a free-typed path, a page on top, a missing title and deleting seeded or non-empty entries', async () => {
    const token = await admin();
    const list = await entries(token);
    const sale = byKey(list, 'order.sale');
    const before = await h.database.db.select().from(menus);
    const unknown = await h.call('POST', P, { token, json: input(sale, { path: '/order/sale/edit/:id' }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.issues[0]).toMatchObject({ path: 'path' });
    const anyPath = await h.call('POST', P, { token, json: input(sale, { path: '/nowhere' }) });
    expect(anyPath.status).toBe(422);
    const onTop = await h.call('POST', P, { token, json: input(sale, { parentId: null }) });
    expect(onTop.status).toBe(422);
    expect(onTop.body.data.issues[0].path).toBe('parentId');
    const untitled = await h.call('POST', P, { token, json: input(sale, { titleKey: null, titleZh: '销售' }) });
    expect(untitled.status).toBe(422);
    const fixed = await h.call('PUT', `${P}/${sale.id}`, { token, json: input(sale, { path: '/order/receipt' }) });
    expect(fixed.status).toBe(422);

    const seeded = await h.call('DELETE', `${P}/${sale.id}`, { token, headers: { 'arco-locale': 'en-US' } });
    expect(seeded.status).toBe(409);
    expect(seeded.body.message).toContain('hide it');
    const group = await h.call('DELETE', `${P}/${byKey(list, 'order').id}`, { token });
    expect(group.status).toBe(409);
    expect(await h.database.db.select().from(menus)).toEqual(before);
  });

  it('reorders and moves in one request; /user/menu follows at once; start-up keeps the edits', async () => {
    const token = await admin();
    const list = await entries(token);
    const order = byKey(list, 'order');
    const receipt = byKey(list, 'order.receipt');
    const setting = byKey(list, 'setting');
    const siblings = list.filter((item) => item.parentId === order.id).sort((a, b) => a.sort - b.sort);
    // Receipts first in Orders, and the whole Settings directory first on top.
    const moves = [
      ...siblings.map((item) => ({
        id: item.id,
        parentId: order.id,
        sort: item.id === receipt.id ? 0 : item.sort + 1,
      })),
      { id: setting.id, parentId: null, sort: -1 + 1 },
      ...list
        .filter((item) => item.parentId === null && item.id !== setting.id)
        .map((item) => ({ id: item.id, parentId: null, sort: item.sort + 1 })),
    ];
    const res = await h.call('PUT', `${P}/order`, { token, json: { entries: moves } });
    expect(res.body.code).toBe(1);
    const menu = (await h.call('POST', '/behind/user/menu', { token })).body.data as MenuItem[];
    expect(menu[0]?.key).toBe('setting');
    expect(menu.find((item) => item.key === 'order')?.children?.[0]?.key).toBe('order.receipt');

    // A page moved into another directory with a custom title and icon, then hidden pages disappear.
    const renamed = input(receipt, {
      parentId: setting.id,
      titleZh: '收款单据',
      titleEn: 'Receipts (all)',
      icon: 'wallet',
    });
    expect((await h.call('PUT', `${P}/${receipt.id}`, { token, json: renamed })).body.code).toBe(1);
    expect(await syncMenu(h.database.db)).toBe(0);
    const [row] = await h.database.db.select().from(menus).where(eq(menus.id, receipt.id));
    expect(row).toMatchObject({ parentId: setting.id, titleEn: 'Receipts (all)', icon: 'wallet', edited: true });
    const sale = byKey(list, 'order.sale');
    await h.call('PUT', `${P}/${sale.id}`, { token, json: input(sale, { visible: false }) });
    const after = pages((await h.call('POST', '/behind/user/menu', { token })).body.data);
    expect(after.map((item) => item.path)).not.toContain('/order/sale');
    expect(after.find((item) => item.key === 'order.receipt')?.titles?.['en-US']).toBe('Receipts (all)');
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'menu'));
    expect(audits.filter((entry) => entry.entityId === String(receipt.id)).map((entry) => entry.action)).toEqual([
      'update',
    ]);
    expect(audits.some((entry) => entry.action === 'reorder')).toBe(true);
    await h.call('PUT', `${P}/${sale.id}`, { token, json: input(sale) });
  });

  it('refuses an order that puts a page on top or inside a page, and changes nothing', async () => {
    const token = await admin();
    const list = await entries(token);
    const sale = byKey(list, 'order.sale');
    const receipt = byKey(list, 'order.receipt');
    const before = await h.database.db.select().from(menus);
    for (const entries of [
      [{ id: sale.id, parentId: null, sort: 0 }],
      [{ id: sale.id, parentId: receipt.id, sort: 0 }],
      [{ id: 2_000_000, parentId: null, sort: 0 }],
    ]) {
      const res = await h.call('PUT', `${P}/order`, { token, json: { entries } });
      expect(res.status).toBe(422);
    }
    expect(await h.database.db.select().from(menus)).toEqual(before);
  });

  it('previews the menu of a role: narrower for sales, and an entry permission narrows a screen', async () => {
    const token = await admin();
    const preview = async (role: string) =>
      pages((await h.call('GET', `${P}/preview?role=${role}`, { token })).body.data).map((item) => item.path);
    const sales = await preview('sales');
    expect(sales).toContain('/order/sale');
    expect(sales).not.toContain('/setting/menus');
    expect((await preview('admin')).length).toBeGreaterThan(sales.length);
    const sale = byKey(await entries(token), 'order.sale');
    await h.call('PUT', `${P}/${sale.id}`, { token, json: input(sale, { permission: 'role:write' }) });
    expect(await preview('sales')).not.toContain('/order/sale');
    expect((await h.call('GET', `${P}/preview?role=nobody`, { token })).status).toBe(422);
  });
});
