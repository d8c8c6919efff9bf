/**
 * PageEditor: the storefront page editor's frame — a component library (left), the canvas in a phone-sized frame
 * (centre), the caller's property panel (right) and a toolbar (undo, redo, canvas size, the caller's actions).
 * Controlled: the caller holds the blocks (with useUndoable for the history) and the selection; every change
 * comes back through onChange with what it was. Narrower than 960 px, the panes stack: toolbar, canvas, then
 * the library and the panel as tabs.
 */
import { Redo2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { Tabs } from '../navigation/tabs';
import { BlockLibrary } from './block-library';
import { PlainFrame, SizeChooser } from './canvas-frame';
import { EditorCanvas } from './editor-canvas';
import { historyKey } from './history-keys';
import { IconButtons } from './icon-buttons';
import { pageEditorMessages } from './page-editor.messages';
import {
  type BlockChange,
  type CanvasSize,
  DEFAULT_CANVAS_SIZE,
  DEFAULT_CANVAS_SIZES,
  type EditorBlock,
  type LibraryGroup,
} from './types';
import { useBlockActions } from './use-block-actions';
import { useNarrow } from './use-narrow';
import type { UndoControls } from './use-undoable';

/** Below this width of its own, the editor stacks its panes. */
const NARROW_BELOW = 960;

export interface PageEditorProps<B extends EditorBlock> {
  blocks: readonly B[];
  /** The next blocks and what changed; the caller stores them (useUndoable's set, for undo). */
  onChange: (next: B[], change: BlockChange) => void;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  library: readonly LibraryGroup[];
  /** A new block of a kind, with a fresh id and the descriptor's defaults. */
  createBlock: (kind: string) => B;
  /** A copy of a block with a fresh id. */
  copyBlock: (block: B) => B;
  /** Draws a block on the canvas (made inert there: nothing inside is clickable). */
  renderBlock: (block: B) => ReactNode;
  /** A block's name as the canvas says it ("Carousel", or "Text: Opening soon"). */
  blockLabel: (block: B) => string;
  /** Wraps the canvas in a device frame; by default a plain bordered box of the size. */
  frame?: (screen: ReactNode, size: CanvasSize) => ReactNode;
  sizes?: readonly CanvasSize[];
  /** The canvas size; uncontrolled (the first of `sizes`) without it. */
  size?: CanvasSize;
  onSizeChange?: (size: CanvasSize) => void;
  /** The property panel (right pane). */
  panel?: ReactNode;
  /** The caller's buttons at the toolbar's end (save state, preview, publish). */
  actions?: ReactNode;
  /** Undo and redo (useUndoable's); without it, no undo buttons or keys. */
  history?: UndoControls;
  /** Names the editor (a region); by default "Page editor". */
  'aria-label'?: string;
  className?: string;
}

const defaultFrame = (screen: ReactNode, size: CanvasSize) => <PlainFrame screen={screen} size={size} />;

export function PageEditor<B extends EditorBlock>({
  blocks,
  onChange,
  selectedId,
  onSelect,
  library,
  createBlock,
  copyBlock,
  renderBlock,
  blockLabel,
  frame = defaultFrame,
  sizes = DEFAULT_CANVAS_SIZES,
  size: sizeProp,
  onSizeChange,
  panel,
  actions,
  history,
  'aria-label': label,
  className,
}: PageEditorProps<B>) {
  const t = useMessages(pageEditorMessages);
  const rootRef = useRef<HTMLElement>(null);
  const narrow = useNarrow(rootRef, NARROW_BELOW);
  const [ownSize, setOwnSize] = useState<CanvasSize>(sizes[0] ?? DEFAULT_CANVAS_SIZE);
  const size = sizeProp ?? ownSize;
  const [announcement, setAnnouncement] = useState({ text: '', serial: 0 });
  const announce = (text: string) => setAnnouncement((previous) => ({ text, serial: previous.serial + 1 }));

  const blockActions = useBlockActions({
    blocks,
    onChange,
    selectedId,
    onSelect,
    createBlock,
    copyBlock,
    blockLabel,
    announce,
    t,
  });

  const step = (which: 'undo' | 'redo') => {
    if (!history || !(which === 'undo' ? history.canUndo : history.canRedo)) return;
    history[which]();
    announce(which === 'undo' ? t.undone : t.redone);
    blockActions.refocus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const which = history && historyKey(event);
    if (!which) return;
    event.preventDefault();
    step(which);
  };

  const toolbar = (
    <div
      role="toolbar"
      aria-label={t.toolbar}
      className="flex flex-wrap items-center gap-2 border-b border-subtle px-3 py-2"
    >
      {history && (
        <IconButtons
          buttons={[
            {
              id: 'undo',
              label: t.undo,
              keys: 'Control+Z Meta+Z',
              icon: <Undo2 />,
              isDisabled: !history.canUndo,
              onPress: () => step('undo'),
            },
            {
              id: 'redo',
              label: t.redo,
              keys: 'Control+Shift+Z Meta+Shift+Z Control+Y',
              icon: <Redo2 />,
              isDisabled: !history.canRedo,
              onPress: () => step('redo'),
            },
          ]}
        />
      )}
      <SizeChooser
        sizes={sizes}
        size={size}
        label={t.canvasSize}
        onSizeChange={(next) => {
          setOwnSize(next);
          onSizeChange?.(next);
        }}
      />
      {actions && <div className="ms-auto flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );

  const canvas = (
    <section
      aria-label={t.canvas}
      className={cn('flex flex-col items-center gap-2 bg-fill-1 p-4', narrow ? 'px-0' : 'min-h-0 overflow-auto')}
    >
      {frame(
        <EditorCanvas
          blocks={blocks}
          selectedId={selectedId}
          onSelect={onSelect}
          actions={blockActions}
          renderBlock={renderBlock}
          blockLabel={blockLabel}
          t={t}
        />,
        size,
      )}
      <p className="text-xs text-muted">{t.shortcuts}</p>
    </section>
  );

  const libraryPane = <BlockLibrary library={library} onAdd={(kind) => blockActions.add(kind)} />;

  return (
    <section
      ref={rootRef}
      aria-label={label ?? t.editor}
      data-slot="page-editor"
      onKeyDown={onKeyDown}
      // Stacked, the panes are taller than the editor's box: it scrolls as a whole then.
      className={cn('flex h-full min-h-0 flex-col bg-surface text-default', narrow && 'overflow-y-auto', className)}
    >
      {toolbar}
      {narrow ? (
        <>
          {canvas}
          <Tabs
            aria-label={t.panes}
            className="px-3"
            items={[
              { id: 'library', title: t.library, content: libraryPane },
              { id: 'panel', title: t.panel, content: panel },
            ]}
          />
        </>
      ) : (
        <div className="grid min-h-0 flex-1 grid-cols-[15rem_minmax(0,1fr)_20rem]">
          <section aria-label={t.library} className="min-h-0 overflow-y-auto border-e border-subtle p-3">
            {libraryPane}
          </section>
          {canvas}
          <section aria-label={t.panel} className="min-h-0 overflow-y-auto border-s border-subtle">
            {panel}
          </section>
        </div>
      )}
      <div role="status" aria-live="polite" data-slot="page-editor-status" className="sr-only">
        {announcement.text && <p key={announcement.serial}>{announcement.text}</p>}
      </div>
    </section>
  );
}
