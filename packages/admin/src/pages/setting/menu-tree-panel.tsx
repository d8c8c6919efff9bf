/**
 * The menu editor's tree: every entry (hidden ones marked), the selected one highlighted; Move up / Move down /
 * Indent / Outdent buttons for the selected entry, Alt+arrows on the focused one, and drag and drop. Moves the
 * model cannot make are disabled here and ignored from the keyboard; the page saves the others.
 */
import { useStore } from '@nanostores/react';
import type { MenuEntry } from '@soundboard/contract';
import { Tree, type TreeNode } from '@soundboard/ui/data-display/tree.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { menuIcon } from '../../layout/menu-icons';
import { $locale } from '../../stores/locale';
import { entryTitle } from './menu-entry-draft';
import { buildTree, type DropPosition, type EntryNode, type KeyboardMove, moveEntry } from './menu-tree-model';

const MOVES: readonly { move: KeyboardMove; label: string }[] = [
  { move: 'up', label: 'menus.moveUp' },
  { move: 'down', label: 'menus.moveDown' },
  { move: 'indent', label: 'menus.indent' },
  { move: 'outdent', label: 'menus.outdent' },
];

export function MenuTreePanel({
  entries,
  selectedId,
  expanded,
  onExpandedChange,
  onSelect,
  onMove,
  onDrop,
}: {
  entries: readonly MenuEntry[];
  selectedId: number | null;
  expanded: ReadonlySet<string>;
  onExpandedChange: (keys: Set<string>) => void;
  onSelect: (id: number) => void;
  onMove: (id: number, move: KeyboardMove) => void;
  onDrop: (id: number, targetId: number, position: DropPosition) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const items = useMemo(() => {
    const toNode = ({ entry, children }: EntryNode): TreeNode => {
      const title = entryTitle(entry, locale, t);
      return {
        id: String(entry.id),
        title: entry.visible ? title : `${title} (${t('menus.hiddenMark')})`,
        icon: (
          <span className="inline-flex size-4 shrink-0 text-secondary [&_svg]:size-4">
            {menuIcon(entry.icon ?? undefined)}
          </span>
        ),
        ...(children.length > 0 ? { children: children.map(toNode) } : {}),
      };
    };
    return buildTree(entries).map(toNode);
  }, [entries, locale, t]);
  const directories = useMemo(
    () => new Set(entries.filter((entry) => entry.kind === 'directory').map((entry) => String(entry.id))),
    [entries],
  );

  return (
    <div className="flex flex-col gap-3">
      <div role="toolbar" aria-label={t('menus.moveBar')} className="flex flex-wrap gap-2">
        {MOVES.map(({ move, label }) => (
          <Button
            key={move}
            size="sm"
            isDisabled={selectedId === null || moveEntry(entries, selectedId, move) === null}
            onPress={() => selectedId !== null && onMove(selectedId, move)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
      <p className="text-sm text-secondary">{t('menus.moveHelp')}</p>
      <Tree
        aria-label={t('menus.treeLabel')}
        items={items}
        selectedKey={selectedId === null ? null : String(selectedId)}
        onSelect={(key) => onSelect(Number(key))}
        expandedKeys={expanded}
        onExpandedChange={(keys) => onExpandedChange(new Set([...keys].map(String)))}
        onKeyMove={(key, move) => onMove(Number(key), move)}
        onMove={(key, target, position) => onDrop(Number(key), Number(target), position)}
        acceptsChildren={(key) => directories.has(key)}
      />
    </div>
  );
}
