/** The selected block's own buttons (move up, move down, copy, delete), over its top right corner. */

import { format } from '../i18n/messages';
import { IconArrowDown, IconArrowUp, IconCopy, IconDelete } from '../icons/icons';
import { IconButtons } from './icon-buttons';
import type { PageEditorMessages } from './page-editor.messages';

export interface BlockToolbarProps {
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
  onCopy: () => void;
  onDelete: () => void;
  t: PageEditorMessages;
}

export function BlockToolbar({ label, isFirst, isLast, onMove, onCopy, onDelete, t }: BlockToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label={format(t.blockActions, { block: label })}
      data-slot="block-toolbar"
      className="absolute top-1 right-1 z-10 flex rounded-md border border-subtle bg-elevated shadow-sm"
    >
      <IconButtons
        size="sm"
        buttons={[
          {
            id: 'up',
            label: t.moveUp,
            keys: 'Alt+ArrowUp',
            icon: <IconArrowUp />,
            isDisabled: isFirst,
            onPress: () => onMove(-1),
          },
          {
            id: 'down',
            label: t.moveDown,
            keys: 'Alt+ArrowDown',
            icon: <IconArrowDown />,
            isDisabled: isLast,
            onPress: () => onMove(1),
          },
          { id: 'copy', label: t.copy, keys: 'Control+D Meta+D', icon: <IconCopy />, onPress: onCopy },
          {
            id: 'delete',
            label: t.delete,
            keys: 'Delete Backspace',
            icon: <IconDelete />,
            onPress: onDelete,
            className: 'text-danger-text',
          },
        ]}
      />
    </div>
  );
}
