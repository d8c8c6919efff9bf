import { LOCALES } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';
import { ROUTE_GROUPS, ROUTES } from '../routes/table';
import { isLoaded, loadLocale, t } from './index';

const dictionaries: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

describe('dictionaries', () => {
  it('have identical key sets and no empty text', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(dictionaries[locale] ?? {})) expect(text.trim(), key).not.toBe('');
    }
  });

  it('translate every route title and menu group', () => {
    const keys = [...ROUTES.map((route) => route.titleKey), ...ROUTE_GROUPS.map((group) => group.titleKey)];
    for (const key of keys) {
      expect(enUS).toHaveProperty([key]);
      expect(zhCN).toHaveProperty([key]);
    }
  });

  it('hold the whole menu catalogue of spec §1', () => {
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

  it('carry the exact en-US strings of spec §8', () => {
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
  it('loads a dictionary on demand and reads dotted keys as flat keys', async () => {
    await loadLocale('en-US');
    expect(isLoaded('en-US')).toBe(true);
    expect(t('menu.user.info')).toBe('User Info');
    await loadLocale('zh-CN');
    expect(t('menu.user.info')).toBe('用户信息');
    expect(t('login.form.login.errMsg')).toBe('登录出错，请刷新重试');
  });

  it('returns the key when a text is missing', async () => {
    await loadLocale('en-US');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
