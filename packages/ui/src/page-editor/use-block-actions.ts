/**
 * The editor's block operations, each one onChange with its kind, an announcement in the polite live region and,
 * where the focused block moves or goes, the block that should have the focus next. Shared by the canvas (drag and
 * drop, shortcuts, the block toolbar) and the library (click, Enter, drop).
 */
import { useRef, useState } from 'react';
import { format } from '../i18n/messages';
import { type DropPosition, dropIndex, insertAfter, insertAt, moveBy, moveNextTo, removeItem } from './block-list';
import type { PageEditorMessages } from './page-editor.messages';
import type { BlockChange, EditorBlock } from './types';

export interface BlockActionsOptions<B extends EditorBlock> {
  blocks: readonly B[];
  onChange: (next: B[], change: BlockChange) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  createBlock: (kind: string) => B;
  copyBlock: (block: B) => B;
  blockLabel: (block: B) => string;
  announce: (text: string) => void;
  t: PageEditorMessages;
}

/** A block to focus after the next render; `null` focuses the canvas itself. A new object each time. */
export interface FocusRequest {
  id: string | null;
  /** Only when the focus was lost (the focused block went away). */
  ifLost?: boolean;
}

export function useBlockActions<B extends EditorBlock>(options: BlockActionsOptions<B>) {
  // Drop handlers read the data asynchronously: they must see the blocks of the latest render.
  const latest = useRef(options);
  latest.current = options;
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);

  const say = (template: string, block: B, list: readonly B[]) => {
    const { announce, blockLabel } = latest.current;
    const position = list.findIndex((entry) => entry.id === block.id) + 1;
    announce(format(template, { block: blockLabel(block), position, count: list.length }));
  };

  const commit = (next: readonly B[], change: BlockChange) => {
    if (next === latest.current.blocks) return false;
    latest.current.onChange([...next], change);
    return true;
  };

  const find = (id: string) => latest.current.blocks.find((block) => block.id === id);

  return {
    focusRequest,
    /** From the library: after the selected block, selected and focused; or where it was dropped (RAC selects it). */
    add(kind: string, drop?: { targetId: string | null; position: DropPosition }) {
      const { blocks, createBlock, selectedId, onSelect, t } = latest.current;
      const block = createBlock(kind);
      const next = !drop
        ? insertAfter(blocks, block, selectedId)
        : insertAt(
            blocks,
            block,
            drop.targetId === null ? blocks.length : dropIndex(blocks, drop.targetId, drop.position),
          );
      commit(next, { kind: 'add', id: block.id });
      say(t.added, block, next);
      if (drop) return;
      onSelect(block.id);
      // To the new block: the canvas's own remembered focus would otherwise be the block focused before.
      setFocusRequest({ id: block.id });
    },
    moveNextTo(id: string, targetId: string, position: DropPosition) {
      const block = find(id);
      const next = moveNextTo(latest.current.blocks, id, targetId, position);
      if (block && commit(next, { kind: 'move', id })) say(latest.current.t.moved, block, next);
    },
    moveBy(id: string, delta: -1 | 1) {
      const block = find(id);
      const next = moveBy(latest.current.blocks, id, delta);
      if (!block || !commit(next, { kind: 'move', id })) return;
      say(latest.current.t.moved, block, next);
      setFocusRequest({ id });
    },
    copy(id: string) {
      const { blocks, copyBlock, onSelect, t } = latest.current;
      const block = find(id);
      if (!block) return;
      const duplicate = copyBlock(block);
      const next = insertAfter(blocks, duplicate, id);
      commit(next, { kind: 'copy', id: duplicate.id });
      onSelect(duplicate.id);
      say(t.copied, duplicate, next);
      setFocusRequest({ id: duplicate.id });
    },
    remove(id: string) {
      const { blocks, blockLabel, onSelect, announce, t } = latest.current;
      const block = find(id);
      if (!block) return;
      const { list, neighbour } = removeItem(blocks, id);
      commit(list, { kind: 'delete', id });
      onSelect(neighbour);
      announce(format(t.deleted, { block: blockLabel(block), count: list.length }));
      setFocusRequest({ id: neighbour });
    },
    /** After undo or redo: keep the focus in the canvas when the focused block went away. */
    refocus() {
      setFocusRequest({ id: latest.current.selectedId, ifLost: true });
    },
  };
}

export type BlockActions = ReturnType<typeof useBlockActions>;
