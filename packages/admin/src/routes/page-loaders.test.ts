import type { ScreenName } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { ENTRY_PAGES } from './entry-pages';
import { pageLoad, pagePrefetch, placeholder, resourcePage } from './page-loaders';
import { ENTRY_ROUTES, NOT_FOUND, ROUTES, routeByName } from './table';
import type { AppRoute } from './types';

const route = (name: string): AppRoute => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('page loaders', () => {
  it('keys pages by screen name: a misspelt screen does not compile', () => {
    // @ts-expect-error no such screen
    const misspelt: ScreenName = 'Workplce';
    const known: ScreenName = 'Workplace';
    expect([misspelt, known]).toHaveLength(2);
  });

  // By the loader each route gets, not by importing the pages: compiling every page in Node took minutes beside
  // the browser lanes, and a page's import path and default export are checked by the typecheck and the build.
  it('shows a resource screen without a page of its own on the generic resource page, with its dictionaries', () => {
    expect(route('Product')).toMatchObject({
      resource: 'product',
      permission: 'product:read',
      messages: ['resources'],
    });
    expect(pageLoad(route('Product'))).toBe(resourcePage);
    expect(pageLoad(route('Receipt'))).not.toBe(resourcePage);
    expect(route('Receipt')).toMatchObject({ resource: 'receipt', permission: 'finance:read' });
    expect(route('Workplace').messages).toEqual(['resources', 'kpi']);
  });

  it('leaves no screen on the placeholder: every framed route has a page, the print views included', () => {
    const framed = ROUTES.filter((entry) => !ENTRY_ROUTES.includes(entry.name));
    const onPlaceholder = framed.filter((entry) => pageLoad(entry) === placeholder).map((entry) => entry.name);
    expect(onPlaceholder).toEqual([]);
    for (const name of ['WithdrawalPrint', 'InvoicePrint', 'ForumClassify', NOT_FOUND])
      expect(pageLoad(route(name)), name).not.toBe(placeholder);
  });

  it('prefetches the workplace figures and a resource screen first page, nothing for other pages', () => {
    expect(pagePrefetch(route('Workplace'))).toBeTypeOf('function');
    expect(pagePrefetch(route('Product'))).toBeTypeOf('function');
    expect(pagePrefetch(route('UserInfo'))).toBeUndefined();
  });

  it('loads the entry pages through their own loaders', () => {
    expect(Object.keys(ENTRY_PAGES)).toEqual(ENTRY_ROUTES);
  });
});
