/**
 * The classify screen's tree: each category's name in the current locale, its icon, its record count and a
 * disabled category greyed (the row's label says both for screen readers); Move up / Move down / Indent /
 * Outdent buttons for the selected category, Alt+arrows on the focused one and drag and drop — all only for
 * users who may write. Moves the model cannot make are disabled here and ignored from the keyboard.
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode } from '@soundboard/contract';
import { Tree, type TreeNode } from '@soundboard/ui/data-display/tree.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { type Branch, buildTree, type DropPosition, type KeyboardMove, type Place } from '../../lib/tree-order';
import { $locale } from '../../stores/locale';
import { CategoryIconView } from './category-icons';
import { canHoldChild, dropMove, keyboardMove, nameIn } from './category-tree-model';

const MOVES: readonly { move: KeyboardMove; label: string }[] = [
  { move: 'up', label: 'classify.moveUp' },
  { move: 'down', label: 'classify.moveDown' },
  { move: 'indent', label: 'classify.indent' },
  { move: 'outdent', label: 'classify.outdent' },
];

export function CategoryTreePanel({
  label,
  nodes,
  selectedId,
  expanded,
  canWrite,
  onExpandedChange,
  onSelect,
  onMove,
}: {
  label: string;
  nodes: readonly CategoryNode[];
  selectedId: number | null;
  expanded: ReadonlySet<string>;
  canWrite: boolean;
  onExpandedChange: (keys: Set<string>) => void;
  onSelect: (id: number) => void;
  onMove: (id: number, place: Place | null) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const items = useMemo(() => {
    const toNode = ({ entry, children }: Branch<CategoryNode>): TreeNode => {
      const name = nameIn(entry, locale);
      const words = [name, t('classify.countLabel', { count: entry.count })];
      if (!entry.enabled) words.push(t('classify.disabledMark'));
      return {
        id: String(entry.id),
        title: name,
        label: words.join(t('classify.labelSeparator')),
        muted: !entry.enabled,
        icon: <CategoryIconView icon={entry.icon} />,
        // Said by the label; shown in words too, so the grey is not the only sign of a disabled category.
        extra: (
          <span aria-hidden="true" className="flex items-center gap-2 text-xs">
            {!entry.enabled && <span className="text-muted">{t('classify.disabledMark')}</span>}
            <span className="rounded-full bg-fill-2 px-1.5 text-secondary tabular-nums">{entry.count}</span>
          </span>
        ),
        ...(children.length > 0 ? { children: children.map(toNode) } : {}),
      };
    };
    return buildTree(nodes).map(toNode);
  }, [nodes, locale, t]);
  const drop = (id: number, targetId: number, position: DropPosition) =>
    onMove(id, dropMove(nodes, id, targetId, position));

  return (
    <div className="flex flex-col gap-3">
      {canWrite && (
        <>
          <div role="toolbar" aria-label={t('classify.moveBar')} className="flex flex-wrap gap-2">
            {MOVES.map(({ move, label: moveLabel }) => (
              <Button
                key={move}
                size="sm"
                isDisabled={selectedId === null || keyboardMove(nodes, selectedId, move) === null}
                onPress={() => selectedId !== null && onMove(selectedId, keyboardMove(nodes, selectedId, move))}
              >
                {t(moveLabel)}
              </Button>
            ))}
          </div>
          <p className="text-sm text-secondary">{t('classify.moveHelp')}</p>
        </>
      )}
      <Tree
        aria-label={label}
        items={items}
        selectedKey={selectedId === null ? null : String(selectedId)}
        onSelect={(key) => onSelect(Number(key))}
        expandedKeys={expanded}
        onExpandedChange={(keys) => onExpandedChange(new Set([...keys].map(String)))}
        {...(canWrite
          ? {
              onKeyMove: (key: string, move: KeyboardMove) =>
                onMove(Number(key), keyboardMove(nodes, Number(key), move)),
              onMove: (key: string, target: string, position: DropPosition) =>
                drop(Number(key), Number(target), position),
              acceptsChildren: (key: string) => canHoldChild(nodes, Number(key)),
            }
          : {})}
      />
    </div>
  );
}
