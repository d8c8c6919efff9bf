import { LOCALES } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, ROUTES } from '../routes/table';
import { catalogue, namespaceFiles } from './catalogue';
import { isLoaded, loadLocale, NAMESPACES, needMessages, t } from './index';

const enUS = catalogue('en-US');
const files = namespaceFiles();

describe('dictionaries', () => {
  it('exist for every locale and namespace, with identical key sets and no empty text', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(files[locale] ?? {}).sort(), locale).toEqual([...NAMESPACES].sort());
    }
    for (const namespace of NAMESPACES) {
      const keys = (locale: string) => Object.keys(files[locale]?.[namespace] ?? {}).sort();
      expect(keys('zh-CN'), namespace).toEqual(keys('en-US'));
      for (const locale of LOCALES) {
        for (const [key, text] of Object.entries(files[locale]?.[namespace] ?? {})) {
          expect(text.trim(), `${locale}/${namespace} ${key}`).not.toBe('');
        }
      }
    }
  });

  it('keep each key in one namespace only', () => {
    const seen = new Map<string, string>();
    for (const namespace of NAMESPACES) {
      for (const key of Object.keys(files['en-US']?.[namespace] ?? {})) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${namespace}`).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });

  it('give the login screen everything it says in the entry namespace', () => {
    const entry = files['zh-CN']?.entry ?? {};
    for (const key of ['login.form.login', 'login.form.userName.errMsg', 'login.form.login.errMsg', 'request.error']) {
      expect(entry).toHaveProperty([key]);
    }
  });

  it('translate every route title and menu group', () => {
    const keys = [...ROUTES.map((route) => route.titleKey), ...ROUTE_GROUPS.map((group) => group.titleKey)];
    const zhCN = catalogue('zh-CN');
    for (const key of keys) {
      expect(enUS).toHaveProperty([key]);
      expect(zhCN).toHaveProperty([key]);
    }
  });

  it('hold the whole menu catalogue, screens or not', () => {
    const catalogue = [
      'menu.dashboard',
      'menu.server.dashboard',
      'menu.server.workplace',
      'menu.server.monitor',
      'menu.list',
      'menu.result',
      'menu.exception',
      'menu.form',
      'menu.profile',
      'menu.visualization',
      'menu.user',
      'menu.faq',
    ];
    for (const key of catalogue) expect(Object.keys(enUS)).toContain(key);
  });

  it('carry the exact en-US strings of the app shell', () => {
    const texts = Object.values(enUS);
    for (const text of [
      'welcome to use',
      'Save Success',
      'Copy succeeded, please paste to file src/settings.json.',
      'Login error, refresh and try again',
      'Request Error',
      'you have been logged out, please log in again',
      'return to login',
    ]) {
      expect(texts).toContain(text);
    }
    expect(Object.keys(enUS)).toContain('navbar.action.locale');
  });
});

describe('t', () => {
  it('loads a namespace on demand, in every locale chosen later, and reads dotted keys as flat keys', async () => {
    await loadLocale('en-US');
    expect(isLoaded('en-US', 'entry')).toBe(true);
    expect(isLoaded('en-US', 'app')).toBe(false);
    expect(t('login.form.login.errMsg')).toBe('Login error, refresh and try again');
    expect(t('menu.user.info')).toBe('menu.user.info');
    await needMessages(['app']);
    expect(t('menu.user.info')).toBe('User Info');
    await loadLocale('zh-CN');
    expect(isLoaded('zh-CN', 'app')).toBe(true);
    expect(t('menu.user.info')).toBe('用户信息');
    expect(t('login.form.login.errMsg')).toBe('登录出错，请刷新重试');
  });

  it('returns the key when a text is missing', async () => {
    await loadLocale('en-US');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
