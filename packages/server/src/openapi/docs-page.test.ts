/**
 * The reference page in real Chromium against the real app on a loopback port: without a token it asks for a
 * sign-in; a non-administrator is told it is for administrators; an administrator sees the operations. Every
 * request the page makes stays on the server's own origin (no CDN, works offline).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../../../.storybook/chromium';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver(
  'API reference page',
  (h) => {
    let browser: Browser;
    let origin = '';
    let server: ReturnType<typeof serve>;

    beforeAll(async () => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    /** Opens /behind/docs with this storage; answers the page and every URL it asked for. */
    async function open(storage: Record<string, string>) {
      const context = await browser.newContext();
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${origin}/behind/docs`);
      return { page, requested, errors, close: () => context.close() };
    }

    it('asks for a sign-in without a token, in the chosen language', async () => {
      const { page, close, errors } = await open({ 'arco-locale': 'zh-CN' });
      await expect
        .poll(() => page.locator('#docs-status').textContent(), { timeout: 30_000 })
        .toContain('请以管理员身份登录后查看接口文档');
      expect(await page.getAttribute('#docs-status a', 'href')).toBe('/admin/login');
      expect(errors).toEqual([]);
      await close();
    });

    it('tells a signed-in non-administrator the page is for administrators', async () => {
      const token = await h.login('viewer', DEMO.viewer);
      const { page, close } = await open({ 'admin-token': token, 'arco-locale': 'en-US' });
      await expect
        .poll(() => page.locator('#docs-status').textContent(), { timeout: 30_000 })
        .toBe('The API reference is for administrators only.');
      await close();
    });

    it('shows an administrator every operation, loading nothing from another origin', async () => {
      const token = await h.login('admin', DEMO.admin);
      const { page, requested, errors, close } = await open({ 'admin-token': token, 'arco-locale': 'en-US' });
      // One section per area (collapsed); opening one lists its operations.
      const products = page.locator('.opblock-tag[data-tag="products"]');
      await products.waitFor({ timeout: 60_000 });
      expect(await page.locator('.opblock-tag').count()).toBeGreaterThan(10);
      await products.click();
      await expect.poll(() => page.locator('.opblock').count(), { timeout: 30_000 }).toBeGreaterThan(8);
      await expect
        .poll(() => page.locator('.opblock-summary-path').allTextContents())
        .toContain('/behind/products/{id}');
      expect(await page.title()).toBe('Soundboard API reference');
      expect(requested.length).toBeGreaterThan(3);
      expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    });
  },
  ['pglite'],
);
