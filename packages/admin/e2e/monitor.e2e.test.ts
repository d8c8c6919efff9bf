// The server monitor on the built app and the real server: the administrator opens it from the side menu by
// keyboard, sees the figures and the charts drawn, and the figures are asked for again while the page is shown;
// the viewer has no entry in the menu and is refused at the path.

import { describe, expect, it } from 'vitest';
import { base, openPage, signIn } from './browser';

const MONITOR_API = '/behind/monitor';

describe('server monitor', () => {
  it('shows the administrator the figures and charts and refreshes them', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page);
      const menu = page.locator('[data-slot="side-menu"]');
      await menu.getByRole('button', { name: 'Dashboard' }).waitFor();
      const entry = menu.getByRole('button', { name: 'Server monitor' });
      if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Dashboard' }).press('Enter');
      await entry.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/dashboard\/monitor$/);
      await page.getByRole('heading', { level: 1, name: 'Server monitor' }).waitFor();

      const figures = page.getByRole('region', { name: 'Server figures' });
      await figures.waitFor();
      const rate = await figures.locator('[data-figure="rate"] dd').first().innerText();
      expect(rate).toMatch(/^[\d.,]+ req\/s$/);
      expect(await figures.locator('[data-figure="database"] dd').first().innerText()).toBe('PGlite');
      expect(await figures.locator('[data-figure="uptime"] dd').first().innerText()).toMatch(/\d/);
      expect(await figures.locator('[data-figure="memory"] dd').first().innerText()).toMatch(/MB$/);

      // Requests, latency, event loop and memory have values by now; each is drawn on a canvas.
      for (const chart of ['requests', 'latency', 'memory']) {
        await page.locator(`[data-chart="${chart}"] [data-slot="chart"][data-ready] canvas`).waitFor();
      }

      const updated = page.locator('[data-updated]');
      const first = Number(await updated.getAttribute('data-updated'));
      const refreshed = page.waitForResponse((response) => response.url().endsWith(MONITOR_API), { timeout: 10_000 });
      expect((await refreshed).status()).toBe(200);
      await expect.poll(async () => Number(await updated.getAttribute('data-updated'))).toBeGreaterThan(first);
    } finally {
      await context.close();
    }
  });

  it('offers a retry in Chinese when a refresh fails, and refreshes again after it', async () => {
    const { context, page } = await openPage({ locale: 'zh-CN' });
    try {
      await signIn(page);
      let failing = true;
      await page.route(`**${MONITOR_API}`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
      await page.goto(`${base()}/dashboard/monitor`);
      await page.getByRole('alert').filter({ hasText: '监控数据刷新失败。' }).waitFor();
      failing = false;
      await page.getByRole('button', { name: '重试' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: '服务器指标' }).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: '监控数据刷新失败。' }).count()).toBe(0);
      expect(await page.locator('[data-figure="rate"] dd').first().innerText()).toMatch(/^[\d.,]+ 次\/秒$/);
    } finally {
      await context.close();
    }
  });

  it('is not in the viewer’s menu and refused at its path', async () => {
    const { context, page } = await openPage({ locale: 'en-US' });
    try {
      await signIn(page, 'viewer', 'Sb-ZhaoMin#2026');
      const menu = page.locator('[data-slot="side-menu"]');
      await menu.getByRole('button', { name: 'Workplace' }).waitFor();
      expect(await menu.getByRole('button', { name: 'Server monitor' }).count()).toBe(0);
      await page.goto(`${base()}/dashboard/monitor`);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Server monitor' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
