/**
 * The editor's toolbar: text style, marks, blocks, link, table, the library inserts (only those whose picker the
 * caller gives) and undo / redo. One Tab stop with arrow-key movement (useRovingToolbar); it wraps onto more
 * lines on a narrow screen rather than hiding buttons.
 */
import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code,
  Image,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Music,
  Package,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import type { RichTextEditorLabels } from './editor.messages';
import type { PickedKind } from './insert-picked';
import { LinkPopover } from './link-popover';
import { ToolbarButton, ToolbarDivider } from './toolbar-button';
import { TableMenu, TextStyleMenu } from './toolbar-menus';
import { useToolbarState } from './toolbar-state';
import { useRovingToolbar } from './use-roving-toolbar';

export interface EditorPickers {
  pickImage?: () => Promise<{ id: number; alt: string } | null>;
  pickAudio?: () => Promise<{ id: number } | null>;
  pickProduct?: () => Promise<{ id: number; name: string; sku: string } | null>;
}

interface ToolbarProps extends EditorPickers {
  editor: Editor;
  labels: RichTextEditorLabels;
  /** Inserts what a picker chose, as the editor knows how. */
  onPicked: (kind: PickedKind, value: unknown) => void;
}

export function EditorToolbar({ editor, labels, onPicked, ...pickers }: ToolbarProps) {
  const state = useToolbarState(editor);
  const ref = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLButtonElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const roving = useRovingToolbar(ref);
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const inserts = [
    { kind: 'image', picker: pickers.pickImage, label: labels.image, icon: <Image /> },
    { kind: 'audio', picker: pickers.pickAudio, label: labels.audio, icon: <Music /> },
    { kind: 'product', picker: pickers.pickProduct, label: labels.product, icon: <Package /> },
  ] as const;

  const groups: ReactNode[][] = [
    [<TextStyleMenu key="style" editor={editor} state={state} labels={labels} />],
    [
      <ToolbarButton
        key="b"
        label={labels.bold}
        shortcut="Mod-B"
        icon={<Bold />}
        pressed={state.bold}
        disabled={!state.marks}
        onPress={run((c) => c.toggleBold())}
      />,
      <ToolbarButton
        key="i"
        label={labels.italic}
        shortcut="Mod-I"
        icon={<Italic />}
        pressed={state.italic}
        disabled={!state.marks}
        onPress={run((c) => c.toggleItalic())}
      />,
      <ToolbarButton
        key="u"
        label={labels.underline}
        shortcut="Mod-U"
        icon={<Underline />}
        pressed={state.underline}
        disabled={!state.marks}
        onPress={run((c) => c.toggleUnderline())}
      />,
      <ToolbarButton
        key="s"
        label={labels.strike}
        shortcut="Mod-Shift-S"
        icon={<Strikethrough />}
        pressed={state.strike}
        disabled={!state.marks}
        onPress={run((c) => c.toggleStrike())}
      />,
      <ToolbarButton
        key="c"
        label={labels.code}
        shortcut="Mod-E"
        icon={<Code />}
        pressed={state.code}
        disabled={!state.marks}
        onPress={run((c) => c.toggleCode())}
      />,
      <ToolbarButton
        key="link"
        ref={linkRef}
        label={labels.link}
        icon={<Link />}
        pressed={state.link}
        disabled={!state.marks}
        onPress={() => setLinkOpen(true)}
      />,
    ],
    [
      <ToolbarButton
        key="ul"
        label={labels.bulletList}
        shortcut="Mod-Shift-8"
        icon={<List />}
        pressed={state.bulletList}
        onPress={run((c) => c.toggleBulletList())}
      />,
      <ToolbarButton
        key="ol"
        label={labels.orderedList}
        shortcut="Mod-Shift-7"
        icon={<ListOrdered />}
        pressed={state.orderedList}
        onPress={run((c) => c.toggleOrderedList())}
      />,
      <ToolbarButton
        key="q"
        label={labels.blockquote}
        shortcut="Mod-Shift-B"
        icon={<Quote />}
        pressed={state.blockquote}
        onPress={run((c) => c.toggleBlockquote())}
      />,
      <ToolbarButton
        key="pre"
        label={labels.codeBlock}
        shortcut="Mod-Alt-C"
        icon={<SquareCode />}
        pressed={state.codeBlock}
        onPress={run((c) => c.toggleCodeBlock())}
      />,
      <ToolbarButton
        key="hr"
        label={labels.horizontalRule}
        icon={<Minus />}
        onPress={run((c) => c.setHorizontalRule())}
      />,
      <TableMenu key="table" editor={editor} state={state} labels={labels} />,
    ],
    inserts.flatMap(({ kind, picker, label, icon }) =>
      picker
        ? [
            <ToolbarButton
              key={kind}
              label={label}
              icon={icon}
              onPress={() => picker().then((value) => value && onPicked(kind, value))}
            />,
          ]
        : [],
    ),
    [
      <ToolbarButton
        key="undo"
        label={labels.undo}
        shortcut="Mod-Z"
        icon={<Undo2 />}
        disabled={!state.canUndo}
        onPress={run((c) => c.undo())}
      />,
      <ToolbarButton
        key="redo"
        label={labels.redo}
        shortcut="Mod-Shift-Z"
        icon={<Redo2 />}
        disabled={!state.canRedo}
        onPress={run((c) => c.redo())}
      />,
    ],
  ].filter((group) => group.length > 0);

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={labels.toolbar}
      aria-orientation="horizontal"
      onFocus={roving.onFocus}
      onKeyDown={roving.onKeyDown}
      data-slot="toolbar"
      className="flex flex-wrap items-center gap-0.5 border-b border-default bg-surface px-1.5 py-1"
    >
      {groups.map((group, index) => (
        // A group wraps as a whole, its divider with it (biome: the groups are fixed, in a fixed order).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} className="flex items-center gap-0.5">
          {index > 0 && <ToolbarDivider />}
          {group}
        </div>
      ))}
      {linkOpen && (
        <LinkPopover editor={editor} labels={labels} triggerRef={linkRef} onClose={() => setLinkOpen(false)} />
      )}
    </div>
  );
}
