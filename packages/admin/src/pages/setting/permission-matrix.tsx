/**
 * The role editor's permission matrix: a row per module (its label's box toggles the whole row, half-checked
 * when only some codes are on), columns read / write / approve, and the module's other actions with their names.
 * Every box is the kit's Checkbox: Tab moves between them, Space toggles, and the arrow keys move across the grid
 * (left/right to the neighbouring box, up/down to the same column of the next module), as in a spreadsheet.
 */

import type { Permission } from '@soundboard/contract';
import { Checkbox } from '@soundboard/ui/inputs/checkbox.tsx';
import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t';
import {
  MATRIX_COLUMNS,
  type PermissionRow,
  permissionRows,
  rowState,
  toggleCode,
  toggleRow,
} from './role-permissions';

const ROWS = permissionRows();
const BOX = 'input[type="checkbox"]';

/** Moves focus to the box an arrow key points at; false when the key is not an arrow or leads nowhere. */
function moveAcross(event: KeyboardEvent<HTMLTableElement>): boolean {
  const from = event.target as HTMLElement;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLInputElement>(BOX)].filter((box) => !box.disabled);
  const at = boxes.indexOf(from as HTMLInputElement);
  if (at < 0) return false;
  let to: HTMLInputElement | undefined;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') to = boxes[at + (event.key === 'ArrowLeft' ? -1 : 1)];
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const cell = from.closest('td, th') as HTMLTableCellElement | null;
    const row = cell?.parentElement as HTMLTableRowElement | null;
    const next = event.key === 'ArrowUp' ? row?.previousElementSibling : row?.nextElementSibling;
    const target = (next as HTMLTableRowElement | null)?.cells[cell?.cellIndex ?? 0];
    to = target?.querySelector<HTMLInputElement>(BOX) ?? undefined;
  }
  to?.focus();
  return to !== undefined;
}
const head = 'border-b border-subtle bg-fill-1 px-2 py-2 text-sm font-medium text-secondary';
const cell = 'border-b border-subtle px-2 py-1.5 align-middle';

export function PermissionMatrix({
  granted,
  onChange,
  isDisabled,
}: {
  granted: ReadonlySet<Permission>;
  onChange: (next: Set<Permission>) => void;
  isDisabled?: boolean;
}) {
  const t = useT();
  const moduleName = (row: PermissionRow) => t(`permission.module.${row.module}`);
  const actionName = (action: string) => t(`permission.action.${action}`);
  const box = (row: PermissionRow, code: Permission, action: string, label?: string) => (
    <Checkbox
      key={code}
      isSelected={granted.has(code)}
      isDisabled={isDisabled}
      onChange={(on) => onChange(toggleCode(code, granted, on))}
      data-code={code}
      {...(label ? {} : { 'aria-label': t('role.cellLabel', { module: moduleName(row), action: actionName(action) }) })}
    >
      {label}
    </Checkbox>
  );

  return (
    <div className="overflow-x-auto rounded-md border border-subtle" data-slot="permission-matrix">
      <table
        className="w-full min-w-[22rem] border-collapse text-base"
        aria-label={t('role.matrixLabel')}
        onKeyDown={(event) => moveAcross(event) && event.preventDefault()}
      >
        <thead>
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('role.module')}
            </th>
            {MATRIX_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${head} w-16 text-center`}>
                {actionName(column)}
              </th>
            ))}
            <th scope="col" className={`${head} text-left`}>
              {t('role.special')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => {
            const state = rowState(row, granted);
            return (
              <tr key={row.module} data-module={row.module} className="hover:bg-fill-1">
                <th scope="row" className={`${cell} text-left font-normal`}>
                  <Checkbox
                    isSelected={state === 'checked'}
                    isIndeterminate={state === 'indeterminate'}
                    isDisabled={isDisabled}
                    onChange={() => onChange(toggleRow(row, granted))}
                    aria-label={t('role.wholeRow', { module: moduleName(row) })}
                  >
                    <span aria-hidden="true">{moduleName(row)}</span>
                  </Checkbox>
                </th>
                {MATRIX_COLUMNS.map((column) => {
                  const code = row.cells[column];
                  return (
                    <td key={column} className={cell}>
                      {code && <span className="flex justify-center">{box(row, code, column)}</span>}
                    </td>
                  );
                })}
                <td className={cell}>
                  <div className="flex flex-wrap gap-x-4 gap-y-1 whitespace-nowrap">
                    {row.special.map(({ action, code }) => box(row, code, action, actionName(action)))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
