/**
 * A "Columns" button opening a menu of check items, one per column: unchecking hides the column (the Table then
 * does not render it). The menu and popover are RAC primitives styled here; overlays/Menu is built in parallel.
 */
import { Check, Columns3 } from 'lucide-react';
import { Button, type Key, Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { tableMessages } from './table.messages';

export interface ColumnVisibilityProps {
  columns: { id: string; title: string }[];
  hiddenColumns: Iterable<Key>;
  onHiddenColumnsChange: (hidden: Set<Key>) => void;
}

export function ColumnVisibility({ columns, hiddenColumns, onHiddenColumnsChange }: ColumnVisibilityProps) {
  const t = useMessages(tableMessages);
  const hidden = new Set(hiddenColumns);
  const shown = columns.filter((column) => !hidden.has(column.id)).map((column) => column.id);

  const change = (selection: Selection) => {
    const keep = selection === 'all' ? new Set<Key>(columns.map((c) => c.id)) : selection;
    onHiddenColumnsChange(new Set(columns.filter((column) => !keep.has(column.id)).map((column) => column.id)));
  };

  return (
    <MenuTrigger>
      <Button
        data-slot="column-visibility"
        className={cx(
          'inline-flex h-8 items-center gap-1.5 rounded-md border border-default bg-surface px-3 text-sm text-default',
          'data-hovered:bg-fill-1 data-pressed:bg-fill-2',
          focusRing,
        )}
      >
        <Columns3 aria-hidden="true" className="size-4" />
        {t.columns}
      </Button>
      <Popover
        placement="bottom end"
        className="z-(--sb-z-popover) min-w-40 rounded-md border border-subtle bg-elevated p-1 shadow-lg"
      >
        <Menu
          aria-label={t.columns}
          selectionMode="multiple"
          selectedKeys={shown}
          onSelectionChange={change}
          items={columns}
          className="outline-none"
        >
          {(column) => (
            <MenuItem
              id={column.id}
              textValue={column.title}
              className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-default outline-none data-focused:bg-fill-2"
            >
              {({ isSelected }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cx(
                      'flex size-4 items-center justify-center rounded-sm border text-on-primary',
                      isSelected ? 'border-primary bg-primary' : 'border-strong bg-surface',
                    )}
                  >
                    {isSelected && <Check className="size-3" strokeWidth={3} />}
                  </span>
                  {column.title}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
