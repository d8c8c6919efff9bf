/**
 * The component library: one RAC GridList per group, a list (not a grid layout: in one, the arrows only move
 * between tiles and the drag handle could not be reached by keyboard). Click or Enter adds the kind after the selected
 * block; a tile's handle drags it onto the canvas (mouse, or keyboard: Enter on the handle, Tab to the canvas,
 * arrows to the place, Enter).
 */
import { useId } from 'react';
import { GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import { DragHandle } from '../data-display/tree-reorder';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { KIND_DRAG_TYPE, type LibraryGroup } from './types';

export interface BlockLibraryProps {
  library: readonly LibraryGroup[];
  onAdd: (kind: string) => void;
}

function LibraryGroupList({ group, onAdd }: { group: LibraryGroup; onAdd: (kind: string) => void }) {
  const headingId = useId();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        [KIND_DRAG_TYPE]: String(key),
        'text/plain': group.items.find((item) => item.kind === key)?.label ?? String(key),
      })),
    getAllowedDropOperations: () => ['copy'],
  });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-medium text-secondary">
        {group.groupLabel}
      </h2>
      <GridList
        aria-labelledby={headingId}
        onAction={(key) => onAdd(String(key))}
        dragAndDropHooks={dragAndDropHooks}
        className="flex flex-col gap-1"
      >
        {group.items.map((item) => (
          <GridListItem
            key={item.kind}
            id={item.kind}
            textValue={item.label}
            className={cx(
              'flex min-w-0 cursor-pointer items-center gap-1 rounded-md border border-subtle bg-surface py-1 pr-2 pl-1 text-sm text-default',
              'data-hovered:border-primary-border data-hovered:bg-primary-subtle data-pressed:bg-primary-subtle',
              'data-dragging:opacity-50',
              focusRing,
            )}
          >
            <DragHandle />
            <span aria-hidden="true" className="inline-flex shrink-0 text-secondary [&>svg]:size-4">
              {item.icon}
            </span>
            <span className="truncate">{item.label}</span>
          </GridListItem>
        ))}
      </GridList>
    </section>
  );
}

export function BlockLibrary({ library, onAdd }: BlockLibraryProps) {
  return (
    <div className="flex flex-col gap-4">
      {library.map((group) => (
        <LibraryGroupList key={group.group} group={group} onAdd={onAdd} />
      ))}
    </div>
  );
}
