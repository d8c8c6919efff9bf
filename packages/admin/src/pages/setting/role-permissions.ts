/**
 * The permission matrix of the role editor: one row per module (the code's part before ':'), in the contract's
 * order; the read / write / approve columns, and a module's other actions (lookup, handle, review…) as its
 * special actions. A whole-row toggle turns every code of the row on, or off when all are on.
 */
import { PERMISSIONS, type Permission, permissionParts } from '@soundboard/contract';

export const MATRIX_COLUMNS = ['read', 'write', 'approve'] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

export interface PermissionRow {
  module: string;
  /** The row's code per column, when the module has that action. */
  cells: Partial<Record<MatrixColumn, Permission>>;
  /** Actions outside the columns, in the contract's order. */
  special: { action: string; code: Permission }[];
  /** Every code of the row. */
  codes: Permission[];
}

const isColumn = (action: string): action is MatrixColumn => (MATRIX_COLUMNS as readonly string[]).includes(action);

export function permissionRows(codes: readonly Permission[] = PERMISSIONS): PermissionRow[] {
  const rows = new Map<string, PermissionRow>();
  for (const code of codes) {
    const { module, action } = permissionParts(code);
    let row = rows.get(module);
    if (!row) {
      row = { module, cells: {}, special: [], codes: [] };
      rows.set(module, row);
    }
    if (isColumn(action)) row.cells[action] = code;
    else row.special.push({ action, code });
    row.codes.push(code);
  }
  return [...rows.values()];
}

/** Every action that appears among the codes (for the dictionaries: one label per action). */
export const permissionActions = (codes: readonly Permission[] = PERMISSIONS): string[] => [
  ...new Set(codes.map((code) => permissionParts(code).action)),
];

export type RowState = 'checked' | 'indeterminate' | 'unchecked';

export function rowState(row: PermissionRow, granted: ReadonlySet<Permission>): RowState {
  const on = row.codes.filter((code) => granted.has(code)).length;
  return on === 0 ? 'unchecked' : on === row.codes.length ? 'checked' : 'indeterminate';
}

/** The whole-row toggle: all on, unless all were on already (then all off). */
export function toggleRow(row: PermissionRow, granted: ReadonlySet<Permission>): Set<Permission> {
  const next = new Set(granted);
  const turnOn = rowState(row, granted) !== 'checked';
  for (const code of row.codes) {
    if (turnOn) next.add(code);
    else next.delete(code);
  }
  return next;
}

export function toggleCode(code: Permission, granted: ReadonlySet<Permission>, on: boolean): Set<Permission> {
  const next = new Set(granted);
  if (on) next.add(code);
  else next.delete(code);
  return next;
}

/** The granted codes in the contract's order (what is sent and compared). */
export const orderedCodes = (granted: ReadonlySet<Permission>): Permission[] =>
  PERMISSIONS.filter((code) => granted.has(code));
