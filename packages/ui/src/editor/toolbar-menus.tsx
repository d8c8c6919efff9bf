/**
 * The toolbar's two menus: the text style (paragraph or heading 2–4, a single-choice menu that reads as a select)
 * and the table commands. Their triggers are toolbar items; a chosen command leaves the focus on the trigger, as
 * a menu does, so the toolbar can be used on from there.
 */
import type { Editor } from '@tiptap/react';
import { ChevronDown, Table } from 'lucide-react';
import { Button } from 'react-aria-components';
import { cn } from '../lib/cn';
import { shortcutText } from '../lib/shortcut';
import { Menu, MenuItem, MenuPopover, MenuSeparator, MenuTrigger } from '../overlays/menu';
import type { RichTextEditorLabels } from './editor.messages';
import { toolbarItemClass } from './toolbar-button';
import type { BlockStyle, ToolbarState } from './toolbar-state';

const STYLES: BlockStyle[] = ['paragraph', 'h2', 'h3', 'h4'];
const STYLE_LABEL = { paragraph: 'paragraph', h2: 'heading2', h3: 'heading3', h4: 'heading4' } as const;
const STYLE_SHORTCUT = { paragraph: 'Mod-Alt-0', h2: 'Mod-Alt-2', h3: 'Mod-Alt-3', h4: 'Mod-Alt-4' };

interface MenuProps {
  editor: Editor;
  state: ToolbarState;
  labels: RichTextEditorLabels;
}

export function TextStyleMenu({ editor, state, labels }: MenuProps) {
  const apply = (style: BlockStyle) => {
    const chain = editor.chain();
    if (style === 'paragraph') chain.setParagraph().run();
    else chain.setHeading({ level: Number(style.slice(1)) as 2 | 3 | 4 }).run();
  };
  return (
    <MenuTrigger>
      <Button
        data-toolbar-item=""
        aria-label={`${labels.textStyle}: ${labels[STYLE_LABEL[state.block]]}`}
        isDisabled={state.codeBlock}
        className={cn(toolbarItemClass, 'w-28 justify-between px-2 text-sm')}
      >
        <span className="truncate">{labels[STYLE_LABEL[state.block]]}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      <MenuPopover>
        <Menu
          aria-label={labels.textStyle}
          selectionMode="single"
          selectedKeys={[state.block]}
          onAction={(key) => apply(key as BlockStyle)}
        >
          {STYLES.map((style) => (
            <MenuItem key={style} id={style} shortcut={shortcutText(STYLE_SHORTCUT[style])}>
              {labels[STYLE_LABEL[style]]}
            </MenuItem>
          ))}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}

type TableCommand = 'insert' | 'addRowAfter' | 'addColumnAfter' | 'deleteRow' | 'deleteColumn' | 'deleteTable';

export function TableMenu({ editor, state, labels }: MenuProps) {
  const run = (command: TableCommand) => {
    const chain = editor.chain();
    if (command === 'insert') chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    else chain[command]().run();
  };
  const outside = !state.inTable;
  return (
    <MenuTrigger>
      <Button
        data-toolbar-item=""
        aria-label={labels.table}
        className={cn(toolbarItemClass, 'gap-0.5')}
        isDisabled={state.codeBlock}
      >
        <Table aria-hidden="true" />
        <ChevronDown aria-hidden="true" className="size-3!" />
      </Button>
      <MenuPopover>
        <Menu aria-label={labels.table} onAction={(key) => run(key as TableCommand)}>
          <MenuItem id="insert" isDisabled={state.inTable}>
            {labels.insertTable}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="addRowAfter" isDisabled={outside}>
            {labels.addRowAfter}
          </MenuItem>
          <MenuItem id="addColumnAfter" isDisabled={outside}>
            {labels.addColumnAfter}
          </MenuItem>
          <MenuItem id="deleteRow" isDisabled={outside}>
            {labels.deleteRow}
          </MenuItem>
          <MenuItem id="deleteColumn" isDisabled={outside}>
            {labels.deleteColumn}
          </MenuItem>
          <MenuItem id="deleteTable" isDisabled={outside} danger>
            {labels.deleteTable}
          </MenuItem>
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
