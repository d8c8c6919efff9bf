import type { ScreenName } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { ENTRY_PAGES } from './entry-pages';
import { pageLoad, pagePrefetch } from './page-loaders';
import { ENTRY_ROUTES, NOT_FOUND, ROUTES, routeByName } from './table';
import type { AppRoute } from './types';

const route = (name: string): AppRoute => {
  const found = routeByName(name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};
const loaded = async (name: string) => (await pageLoad(route(name))()).default;

describe('page loaders', () => {
  it('keys pages by screen name: a misspelt screen does not compile', () => {
    // @ts-expect-error no such screen
    const misspelt: ScreenName = 'Workplce';
    const known: ScreenName = 'Workplace';
    expect([misspelt, known]).toHaveLength(2);
  });

  it('shows a resource screen without a page of its own on the generic resource page, with its dictionaries', async () => {
    const [generic, placeholder] = await Promise.all([
      import('../pages/resource-page'),
      import('../pages/placeholder'),
    ]);
    expect(route('Product')).toMatchObject({
      resource: 'product',
      permission: 'product:read',
      messages: ['resources'],
    });
    expect(await loaded('Product')).toBe(generic.default);
    expect(await loaded('Receipt')).not.toBe(generic.default);
    expect(route('Receipt')).toMatchObject({ resource: 'receipt', permission: 'finance:read' });
    expect(await loaded('ForumClassify')).not.toBe(placeholder.default);
    // No placeholder screen is left: the print views are pages of their own.
    for (const name of ['WithdrawalPrint', 'InvoicePrint'])
      expect(await loaded(name), name).not.toBe(placeholder.default);
    expect(route('Workplace').messages).toEqual(['resources']);
    // Importing pages compiles them: slow on a machine busy with the browser projects.
  }, 180_000);

  it('prefetches the workplace figures and a resource screen first page, nothing for other pages', () => {
    expect(pagePrefetch(route('Workplace'))).toBeTypeOf('function');
    expect(pagePrefetch(route('Product'))).toBeTypeOf('function');
    expect(pagePrefetch(route('UserInfo'))).toBeUndefined();
  });

  it('loads every page lazily to a component, the entry pages through their own loaders', async () => {
    expect(Object.keys(ENTRY_PAGES)).toEqual(ENTRY_ROUTES);
    const framed = [...ROUTES.filter((entry) => !ENTRY_ROUTES.includes(entry.name)), route(NOT_FOUND)];
    const pages = await Promise.all([
      ...framed.map((entry) => pageLoad(entry)()),
      ...Object.values(ENTRY_PAGES).map((load) => load()),
    ]);
    for (const page of pages) expect(typeof page.default).toBe('function');
    // Transforming every page module cold, while the browser projects run, took over 5 s in CI.
  }, 180_000);
});
