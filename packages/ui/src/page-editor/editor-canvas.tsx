/**
 * The editor's canvas: the blocks as rows of a RAC GridList, each drawn by the caller's renderBlock behind an inert
 * layer (nothing inside reacts: no links, no players; the row is what takes the focus). Reorder by dragging the
 * handle (mouse or RAC's keyboard drag: Enter on the handle, arrows, Enter), by Alt+↑/↓, or by the toolbar on the
 * selected block; Ctrl/⌘+D copies and Delete/Backspace deletes the focused block. Library kinds drop in too.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import {
  DropIndicator,
  type DropItem,
  type DropTarget,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { DragHandle } from '../data-display/tree-reorder';
import { cx } from '../lib/compose';
import { focusRingInset } from '../lib/focus-ring';
import { BlockToolbar } from './block-toolbar';
import type { PageEditorMessages } from './page-editor.messages';
import { BLOCK_DRAG_TYPE, type EditorBlock, KIND_DRAG_TYPE } from './types';
import type { BlockActions } from './use-block-actions';

export interface EditorCanvasProps<B extends EditorBlock> {
  blocks: readonly B[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  actions: BlockActions;
  renderBlock: (block: B) => ReactNode;
  blockLabel: (block: B) => string;
  t: PageEditorMessages;
}

async function droppedKind(items: readonly DropItem[]): Promise<string | null> {
  for (const item of items) {
    if (item.kind === 'text' && item.types.has(KIND_DRAG_TYPE)) return item.getText(KIND_DRAG_TYPE);
  }
  return null;
}

const renderDropIndicator = (target: DropTarget) => (
  <DropIndicator
    target={target}
    className={({ isDropTarget }) =>
      cx('relative z-10 -my-0.5 h-1 rounded-full outline-none', isDropTarget ? 'bg-primary' : 'bg-transparent')
    }
  />
);

/** Alt+↑/↓, Ctrl/⌘+D and Delete/Backspace on a focused block (or a control inside it). */
function blockShortcut(event: KeyboardEvent, actions: BlockActions, id: string): boolean {
  const command = event.ctrlKey || event.metaKey;
  if (event.altKey && !command && event.key === 'ArrowUp') actions.moveBy(id, -1);
  else if (event.altKey && !command && event.key === 'ArrowDown') actions.moveBy(id, 1);
  else if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'd') actions.copy(id);
  else if (!command && !event.altKey && (event.key === 'Delete' || event.key === 'Backspace')) actions.remove(id);
  else return false;
  return true;
}

const rowStyle = cx(
  'group relative cursor-default',
  // The selection frame sits above the block's own drawing; the focus ring (an outline) stays visible beside it.
  'after:pointer-events-none after:absolute after:inset-0 after:border-2 after:border-dashed after:border-transparent',
  'data-hovered:after:border-primary-border data-selected:after:border-solid data-selected:after:border-primary',
  'data-dragging:opacity-50',
  focusRingInset,
);

export function EditorCanvas<B extends EditorBlock>({
  blocks,
  selectedId,
  onSelect,
  actions,
  renderBlock,
  blockLabel,
  t,
}: EditorCanvasProps<B>) {
  const gridRef = useRef<HTMLDivElement>(null);
  const labels = useRef(new Map<string, string>());
  labels.current = new Map(blocks.map((block) => [block.id, blockLabel(block)]));

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ [BLOCK_DRAG_TYPE]: String(key), 'text/plain': labels.current.get(String(key)) ?? '' })),
    getAllowedDropOperations: () => ['move'],
    acceptedDragTypes: [BLOCK_DRAG_TYPE, KIND_DRAG_TYPE],
    onReorder: ({ keys, target }) => {
      const [key] = [...keys];
      if (key !== undefined && target.dropPosition !== 'on') {
        actions.moveNextTo(String(key), String(target.key), target.dropPosition);
      }
    },
    onInsert: async ({ items, target }) => {
      const kind = await droppedKind(items);
      if (kind && target.dropPosition !== 'on') {
        actions.add(kind, { targetId: String(target.key), position: target.dropPosition });
      }
    },
    onRootDrop: async ({ items }) => {
      const kind = await droppedKind(items);
      if (kind) actions.add(kind, { targetId: null, position: 'after' });
    },
    renderDropIndicator,
  });

  const { focusRequest } = actions;
  useEffect(() => {
    const grid = gridRef.current;
    if (!focusRequest || !grid) return;
    const active = document.activeElement;
    if (focusRequest.ifLost && active && active !== document.body) return;
    // RAC renders a new block's row a frame after the blocks change: look again for a few frames.
    let frame = 0;
    let tries = 10;
    const place = () => {
      const row = focusRequest.id
        ? grid.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(focusRequest.id)}"]`)
        : null;
      if (!row && focusRequest.id && --tries > 0) {
        frame = requestAnimationFrame(place);
        return;
      }
      if (!row?.contains(document.activeElement)) (row ?? grid).focus();
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as Element).closest('[role="row"][data-key]');
    const id = row?.getAttribute('data-key');
    if (!id || !blockShortcut(event, actions, id)) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div onKeyDownCapture={onKeyDownCapture} className="min-h-full">
      <GridList
        ref={gridRef}
        aria-label={t.canvas}
        selectionMode="single"
        // Selection follows the focus (the panel shows the block the arrows reach), as in a design tool's layers.
        selectionBehavior="replace"
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          onSelect(key === undefined ? null : String(key));
        }}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={({ isDropTarget }) => (
          // The hint's text takes the page's colour (the frame may draw the storefront's own background).
          <p className="m-4 rounded-md border-2 border-dashed border-default p-6 text-center text-sm">
            {isDropTarget ? t.dropHere : t.emptyCanvas}
          </p>
        )}
        className={({ isDropTarget }) =>
          cx('flex min-h-full flex-col', isDropTarget && 'bg-primary-subtle', focusRingInset)
        }
      >
        {blocks.map((block, index) => (
          <GridListItem key={block.id} id={block.id} textValue={blockLabel(block)} className={rowStyle}>
            {({ isSelected }) => (
              <>
                <div inert className="pointer-events-none select-none">
                  {renderBlock(block)}
                </div>
                <span
                  className={cx(
                    'absolute top-1 left-1 z-10 rounded-sm border border-subtle bg-elevated shadow-sm',
                    'opacity-0 group-data-focus-visible:opacity-100 group-data-hovered:opacity-100 has-data-focus-visible:opacity-100',
                    isSelected && 'opacity-100',
                  )}
                >
                  <DragHandle />
                </span>
                {isSelected && (
                  <BlockToolbar
                    label={blockLabel(block)}
                    isFirst={index === 0}
                    isLast={index === blocks.length - 1}
                    onMove={(delta) => actions.moveBy(block.id, delta)}
                    onCopy={() => actions.copy(block.id)}
                    onDelete={() => actions.remove(block.id)}
                    t={t}
                  />
                )}
              </>
            )}
          </GridListItem>
        ))}
      </GridList>
    </div>
  );
}
