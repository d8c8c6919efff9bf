/**
 * Reordering for the kit's Tree: drag and drop through RAC's useDragAndDrop (a handle per row, which keyboard and
 * screen-reader users can drag too) and Alt+arrow shortcuts on the focused row. The tree only reports the wish —
 * "this node, before / after / inside that one" or "this node, up / down / indent / outdent" — and the caller
 * decides what it means and saves it (the tree shows whatever items it gets next).
 */
import type { KeyboardEvent } from 'react';
import { Button, DropIndicator, type DropTarget, type Key, useDragAndDrop } from 'react-aria-components';
import { IconDragHandle } from '../icons/icons';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export type TreeDropPosition = 'before' | 'after' | 'inside';
export type TreeKeyMove = 'up' | 'down' | 'indent' | 'outdent';

export interface TreeReorderProps {
  /** A node dragged and dropped before, after or inside another. Turns on drag and drop. */
  onMove?: (key: string, target: string, position: TreeDropPosition) => void;
  /** Alt+↑ / Alt+↓ / Alt+→ (indent) / Alt+← (outdent) on the focused node. */
  onKeyMove?: (key: string, move: TreeKeyMove) => void;
  /** Whether nodes may be dropped inside this one (a directory); by default none. */
  acceptsChildren?: (key: string) => boolean;
}

const KEY_MOVES: Readonly<Record<string, TreeKeyMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowRight: 'indent',
  ArrowLeft: 'outdent',
};

const renderDropIndicator = (target: DropTarget) => (
  <DropIndicator
    target={target}
    className={({ isDropTarget }) =>
      cx('-my-px h-0.5 rounded-full outline-none', isDropTarget ? 'bg-primary' : 'bg-transparent')
    }
  />
);

/** The drag-and-drop hooks for RAC's Tree (undefined without onMove) and the Alt+arrow key handler. */
export function useTreeReorder({ onMove, onKeyMove, acceptsChildren }: TreeReorderProps) {
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onMove: (event) => {
      const [key] = [...event.keys];
      const position = event.target.dropPosition === 'on' ? 'inside' : event.target.dropPosition;
      if (key !== undefined) onMove?.(String(key), String(event.target.key), position);
    },
    shouldAcceptItemDrop: (target) => acceptsChildren?.(String(target.key)) ?? false,
    renderDropIndicator,
    isDisabled: !onMove,
  });

  // Captured before RAC's own arrow handling (which would expand, collapse or move the focus instead).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    if (!onKeyMove || !event.altKey || !move) return;
    const row = (event.target as Element).closest('[role="row"][data-key]');
    const key: Key | null | undefined = row?.getAttribute('data-key');
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    onKeyMove(String(key), move);
  };

  return { dragAndDropHooks: onMove ? dragAndDropHooks : undefined, onKeyDownCapture };
}

/** The row's drag handle (RAC labels it "Drag <title>" in the user's language). */
export function DragHandle() {
  return (
    <Button
      slot="drag"
      data-slot="drag-handle"
      className={cx(
        'flex size-5 shrink-0 cursor-grab items-center justify-center rounded-sm text-muted data-hovered:text-default',
        focusRing,
      )}
    >
      <IconDragHandle aria-hidden="true" className="size-4" />
    </Button>
  );
}
