import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CUSTOM_LOOK, LOGIN_LOOK_COOKIE, prerenderedLoginFile } from '@soundboard/contract';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { mountAdmin } from './admin';

const dist = mkdtempSync(join(tmpdir(), 'sb-admin-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Soundboard</title>');
writeFileSync(join(dist, 'assets', 'index-Bx9c3kLm.js'), 'console.log(1)');
writeFileSync(join(dist, 'favicon.ico'), 'ico');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
writeFileSync(join(dist, 'assets', 'chunk-Qw3rTy12.js'), bigScript);
writeFileSync(join(dist, '..', 'secret.txt'), 'secret');
mkdirSync(join(dist, 'storefront', 'assets'), { recursive: true });
writeFileSync(join(dist, 'storefront', 'index.html'), '<!doctype html><title>Storefront</title>');
writeFileSync(join(dist, 'storefront', 'assets', 'index-Ab12Cd34.js'), 'console.log(2)');
mkdirSync(join(dist, 'player', 'assets'), { recursive: true });
writeFileSync(join(dist, 'player', 'index.html'), '<!doctype html><title>Player</title>');
writeFileSync(join(dist, 'player', 'assets', 'index-Pl4yEr12.js'), 'console.log(3)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function app(dir: string | null) {
  const hono = new Hono<AppEnv>();
  mountAdmin(hono, dir);
  return hono;
}

describe('serving the admin app under /admin/', () => {
  it('serves files, caches hashed assets for good and falls back to index.html for client routes', async () => {
    const served = app(dist);
    const asset = await served.request('/admin/assets/index-Bx9c3kLm.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await served.request('/admin/favicon.ico');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    const route = await served.request('/admin/dashboard/workplace');
    expect(await route.text()).toContain('<title>Soundboard</title>');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await served.request('/admin/assets/missing-12345678.js')).status).toBe(404);
    expect(await (await served.request('/admin/..%2fsecret.txt')).text()).not.toContain('secret');
    expect((await served.request('/')).headers.get('location')).toBe('/admin/');
  });

  it('serves the storefront page its build makes under /storefront/, keeping a preview link', async () => {
    const served = app(dist);
    const page = await served.request('/storefront/');
    expect(await page.text()).toContain('<title>Storefront</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await (await served.request('/storefront/anything/else')).text()).toContain('Storefront');
    const asset = await served.request('/storefront/assets/index-Ab12Cd34.js');
    expect(await asset.text()).toBe('console.log(2)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.request('/storefront/assets/missing-12345678.js')).status).toBe(404);
    // Nothing outside its folder: the admin's page is not the storefront's.
    const outside = await served.request('/storefront/..%2findex.html');
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('Soundboard');
    const bare = await served.request('/storefront?preview=1.2.abc');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storefront/?preview=1.2.abc');
    // Without a storefront in the build: the translated "not built" page, not the admin app.
    const adminOnly = mkdtempSync(join(tmpdir(), 'sb-admin-only-'));
    writeFileSync(join(adminOnly, 'index.html'), '<!doctype html><title>Soundboard</title>');
    try {
      expect(await (await app(adminOnly).request('/storefront/')).text()).toContain('管理后台尚未构建');
    } finally {
      rmSync(adminOnly, { recursive: true, force: true });
    }
  });

  it('serves the in-store player its build makes under /player/, apart from the admin and the storefront', async () => {
    const served = app(dist);
    const page = await served.request('/player/');
    expect(await page.text()).toContain('<title>Player</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await served.request('/player/assets/index-Pl4yEr12.js');
    expect(await asset.text()).toBe('console.log(3)');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.request('/player/assets/index-Ab12Cd34.js')).status).toBe(404);
    const outside = await served.request('/player/..%2fstorefront%2findex.html');
    expect(await outside.text()).not.toContain('Storefront');
    const bare = await served.request('/player');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/player/');
    // Without a player in the build: the translated "not built" page.
    const adminOnly = mkdtempSync(join(tmpdir(), 'sb-admin-only-'));
    writeFileSync(join(adminOnly, 'index.html'), '<!doctype html><title>Soundboard</title>');
    try {
      const missing = await app(adminOnly).request('/player/', { headers: { 'accept-language': 'en-US' } });
      expect(await missing.text()).toContain('The admin app is not built yet');
    } finally {
      rmSync(adminOnly, { recursive: true, force: true });
    }
  });

  it('sends /admin/login as the build drew it for the look cookie, and index.html to a custom look', async () => {
    const drawn = mkdtempSync(join(tmpdir(), 'sb-admin-drawn-'));
    writeFileSync(join(drawn, 'index.html'), '<!doctype html><title>plain</title>');
    writeFileSync(join(drawn, prerenderedLoginFile('zh-CN')), '<!doctype html><title>drawn zh</title>');
    writeFileSync(join(drawn, prerenderedLoginFile('en-US')), '<!doctype html><title>drawn en</title>');
    const served = app(drawn);
    const login = (cookie?: string) =>
      served.request('/admin/login?redirect=%2Forder%2Fsale', {
        headers: cookie === undefined ? {} : { cookie: `${LOGIN_LOOK_COOKIE}=${cookie}` },
      });
    try {
      const first = await login();
      expect(await first.text()).toContain('drawn zh');
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(first.headers.get('vary')).toContain('Cookie');
      expect(await (await login('zh-CN')).text()).toContain('drawn zh');
      expect(await (await login('en-US')).text()).toContain('drawn en');
      expect(await (await login(CUSTOM_LOOK)).text()).toContain('plain');
      expect(await (await login('fr-FR')).text()).toContain('plain');
      // Only the login screen is drawn: the other entry screens and the app's routes get the plain page.
      expect(await (await served.request('/admin/register')).text()).toContain('plain');
      expect(await (await served.request('/admin/login/x')).text()).toContain('plain');
      // A build without the drawn pages serves the plain page for the login too.
      expect(await (await app(dist).request('/admin/login')).text()).toContain('<title>Soundboard</title>');
    } finally {
      rmSync(drawn, { recursive: true, force: true });
    }
  });

  it('answers /favicon.ico with the admin icon (not a 404 on every page), or 204 without a build', async () => {
    const served = app(dist);
    const icon = await served.request('/favicon.ico');
    expect(icon.status).toBe(301);
    expect(icon.headers.get('location')).toBe('/admin/favicon.svg');
    const target = await served.request('/admin/favicon.svg');
    expect(target.status).toBe(200);
    expect(target.headers.get('content-type')).toBe('image/svg+xml');
    expect((await app(null).request('/favicon.ico')).status).toBe(204);
  });

  it('gzips text files of 1 KB and more for clients that accept it, and only for them', async () => {
    const served = app(dist);
    const gzipped = await served.request('/admin/assets/chunk-Qw3rTy12.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(bigScript.length / 2);
    expect(gunzipSync(bytes).toString()).toBe(bigScript);

    const plain = await served.request('/admin/assets/chunk-Qw3rTy12.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bigScript);
    // Below 1 KB gzip saves nothing worth a header.
    const small = await served.request('/admin/assets/index-Bx9c3kLm.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('console.log(1)');
  });

  it('shows a translated "not built yet" page without a build', async () => {
    const missing = app(join(dist, 'nope'));
    const zh = await missing.request('/admin/');
    expect(await zh.text()).toContain('管理后台尚未构建');
    const en = await missing.request('/admin/login', { headers: { 'accept-language': 'en-US' } });
    const html = await en.text();
    expect(html).toContain('The admin app is not built yet');
    expect(html).not.toContain('<script');
  });

  it('answers a malformed % escape or a NUL in the path with 404, not a server error (issue 16, finding 12)', async () => {
    const served = app(dist);
    for (const path of ['/admin/%E0%A4%A', '/admin/assets/%zz.js', '/admin/%', '/admin/a%00b.js', '/admin/%00']) {
      const answer = await served.request(path);
      expect(answer.status, path).toBe(404);
    }
  });
});
