import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { securityHeaders } from '../http/security';
import { mountStorybook } from './storybook';

const root = mkdtempSync(join(tmpdir(), 'sb-storybook-'));
const storybook = join(root, 'storybook-static');
const report = join(root, 'visual-report');
const INLINE = "window.CONFIG_TYPE = 'PRODUCTION';";
mkdirSync(join(storybook, 'assets'), { recursive: true });
writeFileSync(join(storybook, 'index.html'), `<!doctype html><title>Workbench</title><script>${INLINE}</script>`);
writeFileSync(
  join(storybook, 'iframe.html'),
  '<!doctype html><script type="module" src="./assets/iframe-Ab12Cd34.js"></script>',
);
writeFileSync(join(storybook, 'assets', 'iframe-Ab12Cd34.js'), 'console.log(1)');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function app() {
  const hono = new Hono<AppEnv>();
  // The app's own security headers, as createApp sets them (they read the proxy trust from the deps).
  hono.use('*', async (c, next) => {
    c.set('deps', { trustProxy: false } as AppEnv['Variables']['deps']);
    await next();
  });
  hono.use('*', securityHeaders);
  hono.get('/admin/', (c) => c.text('admin'));
  mountStorybook(hono, storybook, report);
  return hono;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('serving the designers’ workbench under /storybook/', () => {
  it('serves the build with no sign-in, allowing its own inline scripts by hash and same-origin frames', async () => {
    const served = app();
    expect((await served.request('/storybook')).headers.get('location')).toBe('/storybook/');
    const page = await served.request('/storybook/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Workbench</title>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sha256(INLINE)}`);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const asset = await served.request('/storybook/assets/iframe-Ab12Cd34.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the admin app’s stricter policy as it was', async () => {
    const admin = await app().request('/admin/');
    expect(admin.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(admin.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers the translated "no report yet" page, then the visual report once a run has written it', async () => {
    const served = app();
    const before = await served.request('/storybook/visual-report/', { headers: { 'accept-language': 'en-US' } });
    expect(await before.text()).toContain('No visual report yet');
    mkdirSync(report, { recursive: true });
    writeFileSync(join(report, 'index.html'), '<!doctype html><title>Visual changes</title><script>copy()</script>');
    const after = await served.request('/storybook/visual-report/');
    expect(await after.text()).toContain('<title>Visual changes</title>');
    expect(after.headers.get('content-security-policy')).toContain(sha256('copy()'));
    expect((await served.request('/storybook/visual-report')).headers.get('location')).toBe(
      '/storybook/visual-report/',
    );
  });

  it('says Storybook is not built yet, in the asker’s language, without a build', async () => {
    const hono = new Hono<AppEnv>();
    mountStorybook(hono, join(root, 'missing'), join(root, 'missing-report'));
    const page = await hono.request('/storybook/', { headers: { 'accept-language': 'zh-CN' } });
    expect(await page.text()).toContain('Storybook 尚未构建');
  });
});
