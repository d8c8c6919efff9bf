import { type MenuItem, SCREENS } from '@soundboard/contract';
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

/** The pages of a menu answer (groups only hold them). */
const pages = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => (item.children?.length ? pages(item.children) : [item]));

forEachDriver('user menu', (h) => {
  it("answers the viewer only the screens the viewer's permissions open: no Receipts (finance:read)", async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const info = await h.call('POST', '/behind/user/user_info', { token });
    const granted = new Set<string>(info.body.data.permissions);
    const menu = await h.call('POST', '/behind/user/menu', { token });
    expect(menu.body.code).toBe(1);
    const shown = pages(menu.body.data);
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) {
      const screen = SCREENS.find((entry) => entry.path === item.path);
      expect(screen, item.path).toBeDefined();
      expect(screen?.hideInMenu, item.path).toBeFalsy();
      expect(granted.has(screen?.permission ?? ''), item.path).toBe(true);
    }
    const paths = shown.map((item) => item.path);
    expect(paths).toContain('/order/sale');
    expect(paths).not.toContain('/order/receipt');
    // Every menu screen the viewer may open is there.
    const open = SCREENS.filter((screen) => !screen.hideInMenu && granted.has(screen.permission));
    expect(paths.sort()).toEqual(open.map((screen) => screen.path).sort());
  });

  it('answers every path as a screen for the administrator too', async () => {
    const token = await h.login('admin', DEMO.admin);
    const shown = pages((await h.call('POST', '/behind/user/menu', { token })).body.data);
    expect(shown.map((item) => item.path).sort()).toEqual(
      SCREENS.filter((screen) => !screen.hideInMenu)
        .map((screen) => screen.path)
        .sort(),
    );
  });
});
