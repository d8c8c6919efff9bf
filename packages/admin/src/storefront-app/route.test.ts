import { emptyDocument } from '@soundboard/contract';
import { linkHref, placePath, withQuery } from '@soundboard/ui/storefront/links.tsx';
import { describe, expect, it } from 'vitest';
import { browserLocale, hashRedirect, type Place, pageFor, placeOf, previewQuery, previewToken } from './route';

/** One place of every kind, with the path each has. */
const PLACES: [Place, string][] = [
  [{ kind: 'home' }, '/storefront/'],
  [{ kind: 'page', id: 'events' }, '/storefront/page/events'],
  [{ kind: 'category', productKind: null }, '/storefront/category'],
  [{ kind: 'category', productKind: 'speaker' }, '/storefront/category/speaker'],
  [{ kind: 'product', id: '12' }, '/storefront/product/12'],
  [{ kind: 'articles' }, '/storefront/articles'],
  [{ kind: 'article', id: '7' }, '/storefront/article/7'],
  [{ kind: 'stores' }, '/storefront/stores'],
  [{ kind: 'store', id: '3' }, '/storefront/store/3'],
  [{ kind: 'search', query: '功放 tube' }, '/storefront/search?q=%E5%8A%9F%E6%94%BE%20tube'],
  [{ kind: 'mine' }, '/storefront/mine'],
  [{ kind: 'notFound' }, '/storefront/not-found'],
];

const split = (path: string) => {
  const url = new URL(path, 'https://shop.test');
  return [url.pathname, url.search] as const;
};

describe('storefront places', () => {
  it.each(PLACES)('%o is at %s, and that path is the same place again', (place, path) => {
    expect(placePath(place)).toBe(path);
    expect(placeOf(...split(path))).toEqual(place);
  });

  it('gives the kit links the paths of their places, external URLs as they are', () => {
    expect(linkHref({ kind: 'product', target: '12' })).toBe('/storefront/product/12');
    expect(linkHref({ kind: 'article', target: '7' })).toBe('/storefront/article/7');
    expect(linkHref({ kind: 'page', target: 'home' })).toBe('/storefront/');
    expect(linkHref({ kind: 'page', target: 'category/mixer' })).toBe('/storefront/category/mixer');
    expect(linkHref({ kind: 'page', target: 'stores' })).toBe('/storefront/stores');
    expect(linkHref({ kind: 'page', target: 'store/3' })).toBe('/storefront/store/3');
    expect(linkHref({ kind: 'page', target: 'mine' })).toBe('/storefront/mine');
    expect(linkHref({ kind: 'page', target: 'events' })).toBe('/storefront/page/events');
    expect(linkHref({ kind: 'url', target: 'https://example.com/a' })).toBe('https://example.com/a');
  });

  it('keeps a preview on every link', () => {
    const query = previewQuery('1.2.abc');
    expect(linkHref({ kind: 'product', target: '12' }, query)).toBe('/storefront/product/12?preview=1.2.abc');
    expect(withQuery(placePath({ kind: 'search', query: 'amp' }), query)).toBe(
      '/storefront/search?q=amp&preview=1.2.abc',
    );
    expect(placeOf(...split('/storefront/search?q=amp&preview=1.2.abc'))).toEqual({ kind: 'search', query: 'amp' });
    expect(previewQuery(null)).toBe('');
  });

  it('knows nothing of other addresses', () => {
    for (const path of [
      '/storefront/elsewhere',
      '/storefront/product',
      '/storefront/product/12/more',
      '/storefront/stores/3',
      '/storefront/mine/x',
      '/storefront/product/%E0%A4%A',
      '/admin/',
    ])
      expect(placeOf(path), path).toEqual({ kind: 'notFound' });
    expect(placeOf('/storefront')).toEqual({ kind: 'home' });
    expect(placeOf('/storefront/index.html')).toEqual({ kind: 'home' });
    expect(placeOf('/storefront/stores/')).toEqual({ kind: 'stores' });
  });

  it('moves old hash links to their paths', () => {
    expect(hashRedirect('#/product/12')).toBe('/storefront/product/12');
    expect(hashRedirect('#/article/7')).toBe('/storefront/article/7');
    expect(hashRedirect('#/page/mine')).toBe('/storefront/mine');
    expect(hashRedirect('#/page/category/speaker')).toBe('/storefront/category/speaker');
    expect(hashRedirect('#/page/category%2Fspeaker')).toBe('/storefront/category/speaker');
    expect(hashRedirect('#/page/home')).toBe('/storefront/');
    expect(hashRedirect('#section')).toBeNull();
    expect(hashRedirect('')).toBeNull();
  });

  it('finds the home page first and other pages by id, nothing for what is not a template page', () => {
    const document = emptyDocument('首页');
    const [home] = document.pages;
    if (!home) throw new Error('no page');
    document.pages.push({ ...home, id: 'events', name: '活动', components: [] });
    expect(pageFor(document, { kind: 'home' })?.name).toBe('首页');
    expect(pageFor(document, { kind: 'page', id: 'events' })?.name).toBe('活动');
    expect(pageFor(document, { kind: 'page', id: 'missing' })).toBeNull();
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
