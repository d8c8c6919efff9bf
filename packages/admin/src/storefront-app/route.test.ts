import { emptyDocument } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { browserLocale, pageFor, placeOf, previewToken } from './route';

describe('storefront places', () => {
  it('reads the kit link targets from the hash, home by default', () => {
    expect(placeOf('')).toEqual({ kind: 'page', key: 'home' });
    expect(placeOf('#/page/mine')).toEqual({ kind: 'page', key: 'mine' });
    expect(placeOf('#/page/category%2Fspeaker')).toEqual({ kind: 'page', key: 'category/speaker' });
    expect(placeOf('#/product/12')).toEqual({ kind: 'product', id: '12' });
    expect(placeOf('#/article/7')).toEqual({ kind: 'article', id: '7' });
    expect(placeOf('#/elsewhere/1')).toEqual({ kind: 'page', key: 'home' });
  });

  it('finds the home page first and other pages by id, nothing for what is not built', () => {
    const document = emptyDocument('首页');
    const [home] = document.pages;
    if (!home) throw new Error('no page');
    document.pages.push({ ...home, id: 'events', name: '活动', components: [] });
    expect(pageFor(document, { kind: 'page', key: 'home' })?.name).toBe('首页');
    expect(pageFor(document, { kind: 'page', key: 'events' })?.name).toBe('活动');
    expect(pageFor(document, { kind: 'page', key: 'mine' })).toBeNull();
    expect(pageFor(document, { kind: 'product', id: '3' })).toBeNull();
  });

  it('takes the preview token from the query and the language from the browser', () => {
    expect(previewToken('?preview=1.2.abc')).toBe('1.2.abc');
    expect(previewToken('?preview=')).toBeNull();
    expect(previewToken('')).toBeNull();
    expect(browserLocale(['zh-CN', 'en'])).toBe('zh-CN');
    expect(browserLocale(['zh-TW'])).toBe('zh-CN');
    expect(browserLocale(['fr-FR', 'en-GB', 'zh-CN'])).toBe('en-US');
    expect(browserLocale(['de-DE'])).toBe('en-US');
  });
});
