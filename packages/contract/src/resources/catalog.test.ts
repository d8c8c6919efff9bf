/**
 * The generated lists (./defs/index.ts, ./catalog.ts) are current, and what they lead to holds together: each
 * screen a definition declares is in its group, each module of its own adds codes no area has, and the optional
 * texts (`<name>.menu`, `<name>.module`) belong to a screen or a module.
 */
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions';
import { SCREENS, type ScreenName } from '../screens';
import { grantsOf } from './access';
import { RESOURCE_CATALOG } from './catalog';
import { catalogOf, isResourceDef } from './catalog-of';
import { DEFINITIONS } from './defs';
import { derivedTexts, menuTextKey, moduleTextKey } from './derived-texts';
import enUS from './locales/en-US.json';

const RUN = 'run `npm run generate -w @soundboard/contract`';
const files = import.meta.glob<Record<string, unknown>>(['./defs/*.ts', '!./defs/index.ts'], { eager: true });

describe('the generated resource lists', () => {
  it('name every definition exported by a file of defs/', () => {
    const exported = Object.values(files).flatMap((module) => Object.values(module).filter(isResourceDef));
    const names = (defs: readonly { name: string }[]) => defs.map((def) => def.name).sort();
    expect(names(DEFINITIONS), RUN).toEqual(names(exported));
  });

  it('hold what the definitions say', () => {
    expect(RESOURCE_CATALOG, RUN).toEqual(catalogOf(DEFINITIONS));
  });
});

describe('what the definitions declare', () => {
  it("put each declared screen in its group's menu, needing the resource's read permission", () => {
    for (const def of DEFINITIONS.filter((entry) => entry.menu)) {
      const screen = SCREENS.find((entry) => entry.resource === def.name);
      expect(screen, def.name).toMatchObject({ group: def.menu?.group, permission: def.permissions.read });
    }
    // A resource screen's name is a ScreenName like a page's.
    const supplier: ScreenName = 'Supplier';
    // @ts-expect-error no such screen
    const misspelt: ScreenName = 'Suplier';
    expect(SCREENS.map((screen) => screen.name)).not.toContain(misspelt);
    expect(SCREENS.find((screen) => screen.name === supplier)).toMatchObject({
      path: '/crm/supplier',
      titleKey: 'menu.crm.supplier',
      permission: 'supplier:read',
    });
  });

  it('add the codes of a module of its own to the list once, and grant them to the roles it names', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toContain('supplier:write');
    expect(grantsOf('warehouse')).toEqual(expect.arrayContaining(['supplier:read', 'supplier:write']));
    expect(grantsOf('viewer')).toContain('supplier:read');
    expect(grantsOf('viewer')).not.toContain('supplier:write');
    expect(grantsOf('finance')).not.toContain('supplier:read');
  });

  it('keep a menu text only for a resource with a screen, a module text only for one with its own codes', () => {
    const keys = Object.keys(enUS);
    for (const def of DEFINITIONS) {
      if (!def.menu) expect(keys, def.name).not.toContain(menuTextKey(def.name));
      if (!def.access.module) expect(keys, def.name).not.toContain(moduleTextKey(def.name));
    }
  });

  it("title a resource screen by its menu text, else its title, and a module by its module text, else the screen's", () => {
    expect(derivedTexts({ 'supplier.title': 'Supplier' })).toMatchObject({
      'menu.crm.supplier': 'Supplier',
      'permission.module.supplier': 'Supplier',
    });
    expect(derivedTexts(enUS)).toMatchObject({
      'menu.crm.supplier': 'Suppliers',
      'menu.order.sale': 'Sales orders',
      'permission.module.supplier': 'Suppliers',
    });
  });
});
