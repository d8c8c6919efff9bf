// Keep-alive tabs on the built app and the real server: a list's half-filled "new" drawer, its scroll position and
// the page itself survive two tab switches; the tab bar's refresh mounts that tab's page afresh and no other; an
// ignoreCache route (an editor) mounts afresh on every visit; at most ten pages stay mounted, and a hidden page does
// not render when the route changes. The heap with ten kept tabs is printed for docs/modules/app-shell.md.

import { SCREEN_GROUPS } from '@soundboard/contract';
import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { base, networkQuiet, openPage, press, signIn, typeInto } from './browser';

const bar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
/** The shown page's heading (the hidden pages' are in the document too, not displayed). */
const heading = (page: Page) => page.locator('main h1:visible');
const newSupplier = (page: Page) => page.getByRole('dialog', { name: '新建供应商' });

/** Opens a page from the side menu by keyboard (expanding its group first) and waits for it. */
async function openFromMenu(page: Page, group: string, item: string) {
  const menu = page.locator('[data-slot="side-menu"]');
  const groupButton = menu.getByRole('button', { name: group, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await press(page, groupButton);
  await press(page, menu.getByRole('button', { name: item, exact: true }));
  await shows(page, item);
}

/** Waits until `title` is the shown page and its tab the selected one. */
async function shows(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await bar(page).getByRole('tab', { name: title, selected: true }).waitFor();
}

/** Switches to an open tab by keyboard. */
async function toTab(page: Page, title: string) {
  await press(page, bar(page).getByRole('tab', { name: title }));
  await shows(page, title);
}

/** The shown page's heading element: still the same one later means the page was kept, not mounted again. */
async function headingElement(page: Page): Promise<ElementHandle> {
  const element = await heading(page).elementHandle();
  if (!element) throw new Error('no page heading');
  return element;
}

const connected = (element: ElementHandle) => element.evaluate((node) => node.isConnected);

/** Reloads a tab's page from its context menu (Shift+F10, then "重新加载", the menu's first item). */
async function refresh(page: Page, title: string) {
  await bar(page).getByRole('tab', { name: title }).focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: '标签页操作' });
  await menu.getByRole('menuitem', { name: '重新加载' }).waitFor();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
}

describe('keep-alive tabs', () => {
  it('a half-filled drawer, the scroll and the page survive two tab switches; refresh remounts that tab only', async () => {
    const { context, page } = await openPage();
    // A short window, so the supplier list scrolls.
    await page.setViewportSize({ width: 1440, height: 560 });
    await signIn(page);
    await openFromMenu(page, '订单管理', '销售订单');
    const orders = await headingElement(page);
    await openFromMenu(page, '内容管理', '文章管理');
    await openFromMenu(page, '客户关系', '供应商管理');
    await page.getByRole('row', { name: /SUP-008/ }).waitFor();
    const suppliers = await headingElement(page);

    await press(page, page.getByRole('button', { name: '新建供应商' }));
    const form = newSupplier(page);
    await typeInto(page, form.getByRole('textbox', { name: /编码/ }), 'SUP-KEPT-01');
    await typeInto(page, form.getByRole('textbox', { name: /名称/ }), '半填的供应商');
    // The list under the drawer scrolled down (focusing the button above would have scrolled it back up).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);

    // Two switches through the browser's history (the drawer is modal: the tab bar is behind it).
    await page.goBack();
    await shows(page, '文章管理');
    expect(await newSupplier(page).count()).toBe(0); // hidden with its page, not left over this one
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await shows(page, '销售订单');
    expect(await connected(orders)).toBe(true);

    await toTab(page, '供应商管理');
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /编码/ }).inputValue()).toBe('SUP-KEPT-01');
    expect(await form.getByRole('textbox', { name: /名称/ }).inputValue()).toBe('半填的供应商');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await connected(suppliers)).toBe(true);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/kept-drawer.png` });

    // Leave the drawer open, refresh another tab: that page mounts afresh, the suppliers' draft stays.
    await page.goBack();
    await shows(page, '销售订单');
    await refresh(page, '销售订单');
    await page.waitForFunction((element) => !element?.isConnected, orders);
    await shows(page, '销售订单');
    await page.waitForURL(`${base()}/order/sale`);
    await toTab(page, '供应商管理');
    expect(await newSupplier(page).getByRole('textbox', { name: /名称/ }).inputValue()).toBe('半填的供应商');
    expect(await connected(suppliers)).toBe(true);
    await context.close();
  });

  it('an ignoreCache route (the article editor) mounts afresh on every visit', async () => {
    const { context, page } = await openPage();
    await signIn(page);
    await openFromMenu(page, '内容管理', '文章管理');
    const list = await headingElement(page);
    await press(page, page.getByRole('button', { name: '新建文章' }));
    await shows(page, '新建文章');
    const editor = await headingElement(page);
    await toTab(page, '文章管理');
    expect(await connected(editor)).toBe(false);
    expect(await connected(list)).toBe(true);
    await toTab(page, '新建文章');
    expect(await connected(await headingElement(page))).toBe(true);
    expect(await connected(editor)).toBe(false);
    await context.close();
  });

  it('keeps at most ten pages; a hidden page does not render on a route change; the heap with ten tabs', async () => {
    const { context, page } = await openPage();
    await context.addInitScript(countHiddenRenders);
    await signIn(page);
    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const alone = await heap();

    // Ten menu screens besides the workplace.
    const screens = SCREEN_GROUPS.flatMap((group) => group.screens)
      .filter((screen) => !screen.hideInMenu && !screen.ignoreCache && screen.name !== 'Workplace')
      .slice(0, 10);
    for (const [index, screen] of screens.entries()) {
      await goTo(page, screen.path);
      await expect.poll(() => bar(page).getByRole('tab').count()).toBe(index + 2);
    }
    // Eleven tabs, ten pages: the workplace, shown least recently, was dropped.
    await expect.poll(() => page.locator('main [data-slot="page"]').count()).toBe(10);
    expect(await page.locator('main [data-slot="page"][data-path="/dashboard/workplace"]').count()).toBe(0);
    const kept = await heap();
    console.info(
      `keep-alive heap: ${mb(alone)} MB with the workplace alone, ${mb(kept)} MB with ten kept pages (${screens.map((s) => s.name).join(', ')})`,
    );

    // Switching between two kept tabs renders none of the eight others, hidden all along. Before counting, the last
    // page opened is hidden and settles: its list arriving after that would render it (once, at idle priority).
    const [first, second] = screens.map((screen) => `${screen.path}`);
    await goTo(page, first ?? '');
    const loading = 'main [data-slot="skeleton"]:visible, main [aria-busy="true"]:visible';
    await expect.poll(() => page.locator(loading).count()).toBe(0);
    // Then until no hidden page renders for a second and a half: on a busy machine a late answer comes after that.
    await networkQuiet(page);
    const hiddenRenders = () =>
      page.evaluate(() =>
        Object.values((window as unknown as { __hiddenRenders: Record<string, number> }).__hiddenRenders).reduce(
          (sum, count) => sum + count,
          0,
        ),
      );
    let before = -1;
    await expect
      .poll(
        async () => {
          const now = await hiddenRenders();
          const settled = now === before;
          before = now;
          return settled;
        },
        { interval: 1500 },
      )
      .toBe(true);
    // Rounds of three switches: a render caused by a route change repeats in every round, while deferred work a
    // hidden page had left (React renders hidden trees at idle priority, late on a loaded machine) shows in one
    // round only. A clean round shows route changes render no hidden page; three rounds with renders fail.
    const rounds: [string, number][][] = [];
    for (let round = 0; round < 3; round += 1) {
      await page.evaluate(() => {
        (window as unknown as { __hiddenRenders: Record<string, number> }).__hiddenRenders = {};
      });
      for (const path of [second, first, second]) await goTo(page, path ?? '');
      await page.waitForTimeout(1000);
      const rendered = await page.evaluate(
        () => (window as unknown as { __hiddenRenders: Record<string, number> }).__hiddenRenders,
      );
      console.info(`components rendered while hidden, by page, round ${round + 1}:`, rendered);
      const others = Object.entries(rendered).filter(([path]) => path !== first && path !== second);
      rounds.push(others);
      if (others.length === 0) break;
    }
    expect(rounds.at(-1)).toEqual([]);
    await context.close();
  });
});

/** Moves inside the app as its links do (wouter follows pushState) and waits for that page to show. */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), `/admin${path}`);
  await page.waitForFunction(
    (shown) => document.querySelector(`main [data-slot="page"][data-path="${shown}"]`)?.checkVisibility(),
    path,
  );
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/**
 * Runs in the page before React: a stand-in for React's devtools hook (production builds call it on every commit)
 * that counts the components rendered inside hidden <Activity> trees. A component rendered in a commit carries new
 * props or new hook state (objects React creates per render); everything seen once is remembered.
 */
function countHiddenRenders() {
  type Fiber = {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedProps: { mode?: string; 'data-path'?: string } | null;
    memoizedState: unknown;
  };
  const seen = new WeakSet<object>();
  const COMPONENTS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const OFFSCREEN = 22;
  const probe = window as unknown as { __hiddenRenders: Record<string, number> };
  probe.__hiddenRenders = {};
  const isNew = (value: unknown) => typeof value === 'object' && value !== null && !seen.has(value);
  const walk = (root: Fiber) => {
    // Each entry: the fiber, whether it is in a hidden tree, and the kept page (data-path) it belongs to.
    const stack: [Fiber, boolean, string][] = [[root, false, '']];
    while (stack.length > 0) {
      const [fiber, hidden, page] = stack.pop() as [Fiber, boolean, string];
      if (COMPONENTS.has(fiber.tag)) {
        if (hidden && (isNew(fiber.memoizedProps) || isNew(fiber.memoizedState)))
          probe.__hiddenRenders[page] = (probe.__hiddenRenders[page] ?? 0) + 1;
        for (const value of [fiber.memoizedProps, fiber.memoizedState])
          if (typeof value === 'object' && value !== null) seen.add(value);
      }
      const hides = hidden || (fiber.tag === OFFSCREEN && fiber.memoizedProps?.mode === 'hidden');
      const within = fiber.memoizedProps?.['data-path'] ?? page;
      if (fiber.sibling) stack.push([fiber.sibling, hidden, page]);
      if (fiber.child) stack.push([fiber.child, hides, within]);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}
