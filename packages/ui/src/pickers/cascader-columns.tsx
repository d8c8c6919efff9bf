/**
 * The Cascader's column panel: one listbox per level along the active path. Up/Down (and type-ahead) move within
 * a column, Right / Enter open the focused node's children in the next column, Left goes back, Enter on a leaf
 * chooses it. Columns stay small (at most a few dozen rows for the region tree), so they are not virtualised.
 */
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Group, ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { cx } from '../lib/compose';
import type { CascaderNode } from './cascader-tree';
import { optionClass } from './list-parts';

export interface CascaderColumnsProps {
  options: CascaderNode[];
  /** The ids of the active (expanded) path. */
  activePath: string[];
  onActivePathChange: (path: string[]) => void;
  /** Called with the full path of ids when a leaf is chosen. */
  onChoose: (path: string[]) => void;
  /** Accessible names of the columns by level, e.g. ['省份', '城市', '区县']. */
  columnLabels: string[];
}

export function CascaderColumns({
  options,
  activePath,
  onActivePathChange,
  onChoose,
  columnLabels,
}: CascaderColumnsProps) {
  const columns: CascaderNode[][] = [options];
  for (const id of activePath) {
    const node = columns.at(-1)?.find((n) => n.id === id);
    if (!node?.children?.length) break;
    columns.push(node.children);
  }
  const columnRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [focusColumn, setFocusColumn] = useState<number | null>(null);
  // A column opened from the one before it mounts fresh and takes focus on its first row once its items exist.
  const [openedColumn, setOpenedColumn] = useState<number | null>(null);

  // Going back focuses a column that already exists (it remembers its focused row).
  useEffect(() => {
    if (focusColumn === null) return;
    columnRefs.current[focusColumn]?.focus();
    setFocusColumn(null);
  }, [focusColumn]);

  const open = (level: number, id: string) => {
    const node = columns[level]?.find((n) => n.id === id);
    if (!node) return;
    const path = [...activePath.slice(0, level), id];
    if (node.children?.length) {
      // The next column is already this node's children: just go there; otherwise it mounts fresh.
      if (activePath[level] === id) setFocusColumn(level + 1);
      else setOpenedColumn(level + 1);
      onActivePathChange(path);
    } else onChoose(path);
  };

  // Left/Right bubble up from the focused option; the listbox it sits in says which level it is.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const level = Number(target.closest('[data-level]')?.getAttribute('data-level'));
    const id = target.closest('[data-key]')?.getAttribute('data-key');
    if (event.key === 'ArrowRight' && id) {
      const node = columns[level]?.find((n) => n.id === id);
      if (node?.children?.length) {
        event.preventDefault();
        open(level, id);
      }
    } else if (event.key === 'ArrowLeft' && level > 0) {
      event.preventDefault();
      setFocusColumn(level - 1);
    }
  };

  return (
    <Group data-slot="columns" onKeyDown={onKeyDown} className="flex max-h-72 divide-x divide-default">
      {columns.map((nodes, level) => (
        <ListBox
          // A new parent means a new list: remount so focus starts at its top.
          key={activePath[level - 1] ?? 'root'}
          ref={(element) => {
            columnRefs.current[level] = element;
          }}
          aria-label={columnLabels[level] ?? String(level + 1)}
          items={nodes}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={activePath[level] ? [activePath[level]] : []}
          onSelectionChange={(keys: Selection) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined) open(level, String(key));
          }}
          data-level={level}
          autoFocus={openedColumn === level ? 'first' : undefined}
          className="w-40 shrink-0 overflow-auto p-1 outline-none"
        >
          {(node) => (
            <ListBoxItem id={node.id} textValue={node.name} className={cx(optionClass, 'justify-between')}>
              <span className="truncate">{node.name}</span>
              {node.children?.length ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      ))}
    </Group>
  );
}
