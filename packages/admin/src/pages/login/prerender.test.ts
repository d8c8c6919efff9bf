import { describe, expect, it } from 'vitest';
import { prerenderLogin, withPrerenderedLogin } from './prerender';

/** index.html as the build writes it: the entry, its preloads (the default locale's dictionary among them). */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script type="module" crossorigin src="/admin/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/runtime-B.js">
    <link rel="stylesheet" crossorigin href="/admin/assets/index-C.css">
    <link rel="modulepreload" crossorigin href="/admin/assets/entry-zh.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const DICTIONARIES = { 'zh-CN': '/admin/assets/entry-zh.js', 'en-US': '/admin/assets/entry-en.js' };

describe('the login page the build draws', () => {
  it('renders the form in the locale, its submission a no-op', async () => {
    const english = await prerenderLogin('en-US');
    expect(english).toContain('Sign in to Soundboard');
    expect(english).toContain('method="dialog"');
    expect(english).toContain('name="password"');
    expect(english).toContain('href="/admin/register"');
    expect(await prerenderLogin('zh-CN')).toContain('登录 Soundboard');
  });

  it('asks for nothing but the stylesheet and the start script, which names the app and its own dictionary', () => {
    const page = withPrerenderedLogin({
      template: TEMPLATE,
      locale: 'en-US',
      markup: '<form></form>',
      startScript: '/admin/assets/login-start-D.js',
      dictionaries: DICTIONARIES,
    });
    expect(page).toContain('<html lang="en-US">');
    expect(page).toContain('<div id="login-prerendered"><form></form></div><div id="root"></div>');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/admin/assets/index-C.css">');
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/admin/assets/login-start-D.js" ' +
        'data-app-entry="/admin/assets/index-A.js" ' +
        'data-app-modules="/admin/assets/runtime-B.js /admin/assets/entry-en.js"></script>',
    );
  });

  it('refuses a template it cannot draw into', () => {
    const page = { locale: 'zh-CN', markup: '', startScript: '/s.js', dictionaries: DICTIONARIES } as const;
    expect(() => withPrerenderedLogin({ ...page, template: TEMPLATE.replace('<div id="root"></div>', '') })).toThrow();
    expect(() => withPrerenderedLogin({ ...page, template: TEMPLATE.replace(/<script.*<\/script>/, '') })).toThrow();
    expect(() => withPrerenderedLogin({ ...page, template: TEMPLATE, dictionaries: {} })).toThrow();
  });
});
