import { PERMISSIONS, type Permission } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../i18n/catalogue';
import { orderedCodes, permissionActions, permissionRows, rowState, toggleCode, toggleRow } from './role-permissions';

describe('permission matrix rows', () => {
  it('groups codes by module in the contract order, columns and special actions apart', () => {
    const rows = permissionRows(['order:read', 'order:write', 'order:approve', 'user:lookup', 'user:read']);
    expect(rows).toEqual([
      {
        module: 'order',
        cells: { read: 'order:read', write: 'order:write', approve: 'order:approve' },
        special: [],
        codes: ['order:read', 'order:write', 'order:approve'],
      },
      {
        module: 'user',
        cells: { read: 'user:read' },
        special: [{ action: 'lookup', code: 'user:lookup' }],
        codes: ['user:lookup', 'user:read'],
      },
    ]);
  });

  it('covers every contract code exactly once', () => {
    const codes = permissionRows().flatMap((row) => row.codes);
    expect([...codes].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('the whole-row toggle turns all on, then all off, leaving other rows alone', () => {
    const [row] = permissionRows(['order:read', 'order:write', 'order:approve']);
    if (!row) throw new Error('no row');
    const start = new Set<Permission>(['order:read', 'user:read']);
    expect(rowState(row, start)).toBe('indeterminate');
    const on = toggleRow(row, start);
    expect(rowState(row, on)).toBe('checked');
    expect(on.has('user:read')).toBe(true);
    const off = toggleRow(row, on);
    expect(rowState(row, off)).toBe('unchecked');
    expect([...off]).toEqual(['user:read']);
  });

  it('single codes toggle and come back in the contract order', () => {
    const granted = toggleCode('role:write', toggleCode('order:read', new Set(), true), true);
    expect(orderedCodes(granted)).toEqual(['order:read', 'role:write']);
    expect(orderedCodes(toggleCode('order:read', granted, false))).toEqual(['role:write']);
  });

  it('every module and action has a label in both locales', () => {
    const needed = [
      ...permissionRows().map((row) => `permission.module.${row.module}`),
      ...permissionActions().map((action) => `permission.action.${action}`),
    ];
    for (const dictionary of [catalogue('en-US'), catalogue('zh-CN')]) {
      expect(needed.filter((key) => !dictionary[key])).toEqual([]);
    }
  });
});
