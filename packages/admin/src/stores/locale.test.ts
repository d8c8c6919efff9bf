import { toastStore } from '@soundboard/ui/feedback/toast.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '../i18n';
import { storage } from '../lib/storage';
import { $locale, changeLocale, initLocale, LOCALE_STORAGE_KEY } from './locale';

describe('locale store', () => {
  beforeEach(() => {
    storage.remove(LOCALE_STORAGE_KEY);
    toastStore.clear();
  });

  it('defaults to zh-CN when nothing is stored', async () => {
    expect(await initLocale()).toBe('zh-CN');
    expect($locale.get()).toBe('zh-CN');
    expect(t('login.form.login')).toBe('登录');
  });

  it('falls back to en-US for any other stored value', async () => {
    storage.set(LOCALE_STORAGE_KEY, 'fr-FR');
    expect(await initLocale()).toBe('en-US');
    expect(t('login.form.login')).toBe('Login');
  });

  it('stores the choice and shows navbar.action.locale in the new language', async () => {
    await initLocale();
    await changeLocale('en-US');
    expect(storage.get(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect($locale.get()).toBe('en-US');
    const [notice] = toastStore.getSnapshot();
    expect(notice?.data).toEqual({ status: 'success', content: 'Switched to English' });
    await changeLocale('de');
    expect(storage.get(LOCALE_STORAGE_KEY)).toBe('en-US');
  });
});
