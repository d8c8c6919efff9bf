/**
 * Tree on RAC Tree: arrows move and expand/collapse, Enter selects a node (onSelect), and in a checkable tree
 * Space toggles its check box. Checks cascade (tree-check.ts): a parent with some checked children shows a
 * half-checked (indeterminate, aria-checked="mixed") box. Used for role permissions and the menu editor, which
 * also reorders nodes by drag and drop and Alt+arrow keys (tree-reorder.tsx).
 */
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import {
  Tree as AriaTree,
  Button,
  Collection,
  type Key,
  type Selection,
  TreeItem,
  TreeItemContent,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing, focusRingInset } from '../lib/focus-ring';
import { SelectionCheckbox } from '../table/selection-checkbox';
import { type CheckState, checkStates, toggleCheck } from './tree-check';
import { DragHandle, type TreeReorderProps, useTreeReorder } from './tree-reorder';

export interface TreeNode {
  id: string;
  title: string;
  icon?: ReactNode;
  /** Shown at the row's end, e.g. a category's record count (say it in `label` too: the row is named by that). */
  extra?: ReactNode;
  /** The row's accessible name when it must say more than the title ("Speakers, 12 records, disabled"). */
  label?: string;
  /** Greyed title (a disabled category): the node stays focusable, selectable and movable. */
  muted?: boolean;
  children?: TreeNode[];
}

export interface TreeProps extends TreeReorderProps {
  'aria-label': string;
  items: TreeNode[];
  /** Shows a check box per node; Space toggles it. */
  checkable?: boolean;
  checkedKeys?: Iterable<string>;
  defaultCheckedKeys?: Iterable<string>;
  /** The new set of fully checked nodes (parents included when all their children are checked). */
  onCheck?: (checked: Set<string>) => void;
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelect?: (key: string) => void;
  expandedKeys?: Iterable<Key>;
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  className?: string;
}

const row = cx(
  'group flex h-8 cursor-default items-center gap-1.5 rounded-sm pr-2 text-base text-default',
  'data-hovered:bg-fill-1 data-[current]:bg-primary-subtle data-[current]:text-primary-text',
  'data-dragging:opacity-50 data-drop-target:bg-primary-subtle data-drop-target:outline-solid data-drop-target:outline-1 data-drop-target:-outline-offset-1 data-drop-target:outline-primary',
  focusRingInset,
);

export function Tree({
  items,
  checkable,
  onCheck,
  onSelect,
  onMove,
  onKeyMove,
  acceptsChildren,
  className,
  ...props
}: TreeProps) {
  const reorder = useTreeReorder({ onMove, onKeyMove, acceptsChildren });
  const [ownChecked, setOwnChecked] = useState(() => new Set(props.defaultCheckedKeys ?? []));
  const [ownSelected, setOwnSelected] = useState(props.defaultSelectedKey ?? null);
  const checked = props.checkedKeys ? new Set(props.checkedKeys) : ownChecked;
  const selected = props.selectedKey !== undefined ? props.selectedKey : ownSelected;
  const states = checkStates(items, checked);
  // RAC caches rendered items; the half-checked boxes and the current node come from here, so re-render on change.
  const dependencies = [[...checked].join(','), selected];

  const select = (key: Key) => {
    setOwnSelected(String(key));
    onSelect?.(String(key));
  };
  // RAC reports the whole new selection; the one key that changed is the node the user toggled.
  const changeChecks = (selection: Selection) => {
    const next = selection === 'all' ? allIds(items) : new Set([...selection].map(String));
    const toggled = [...next].find((k) => !checked.has(k)) ?? [...checked].find((k) => !next.has(k));
    if (toggled === undefined) return;
    const cascaded = toggleCheck(items, checked, toggled);
    setOwnChecked(cascaded);
    onCheck?.(cascaded);
  };

  const renderNode = (node: TreeNode): ReactNode => (
    <TreeItem
      id={node.id}
      textValue={node.label ?? node.title}
      className={row}
      data-current={node.id === selected || undefined}
    >
      <TreeItemContent>
        {({ hasChildItems, isExpanded, level }) => (
          <>
            {reorder.dragAndDropHooks && <DragHandle />}
            <span aria-hidden="true" style={{ width: (level - 1) * 20 }} className="shrink-0" />
            {hasChildItems ? (
              <Button slot="chevron" className={cx('flex size-5 items-center justify-center rounded-sm', focusRing)}>
                <ChevronRight
                  aria-hidden="true"
                  className={cx('size-4 text-muted transition-transform', isExpanded && 'rotate-90')}
                />
              </Button>
            ) : (
              <span aria-hidden="true" className="size-5 shrink-0" />
            )}
            {checkable && (
              <SelectionCheckbox slot="selection" isIndeterminate={states.get(node.id) === 'indeterminate'} />
            )}
            {node.icon}
            <span className={cx('truncate', node.muted && 'text-muted')}>{node.title}</span>
            {node.extra && <span className="ml-auto shrink-0 pl-2">{node.extra}</span>}
          </>
        )}
      </TreeItemContent>
      {node.children && (
        <Collection items={node.children} dependencies={dependencies}>
          {renderNode}
        </Collection>
      )}
    </TreeItem>
  );

  // RAC runs onAction on Enter only while nothing is checked; once something is, Enter would do nothing.
  // Catch it on the way down (the row's press handler stops it bubbling) and select the focused row.
  const enterSelects = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = (event.target as Element).closest('[role="row"]')?.getAttribute('data-key');
    if (checkable && checked.size > 0 && event.key === 'Enter' && key) select(key);
  };

  return (
    <div
      onKeyDownCapture={(event) => {
        reorder.onKeyDownCapture(event);
        enterSelects(event);
      }}
      data-slot="tree-frame"
    >
      <AriaTree
        aria-label={props['aria-label']}
        items={items}
        dependencies={dependencies}
        expandedKeys={props.expandedKeys}
        defaultExpandedKeys={props.defaultExpandedKeys}
        onExpandedChange={props.onExpandedChange}
        selectionMode={checkable ? 'multiple' : 'single'}
        selectedKeys={checkable ? fullyChecked(states) : selected ? [selected] : []}
        onSelectionChange={
          checkable ? changeChecks : (keys) => keys !== 'all' && keys.size && select([...keys][0] as Key)
        }
        onAction={checkable ? select : undefined}
        dragAndDropHooks={reorder.dragAndDropHooks}
        data-slot="tree"
        className={cn('flex flex-col gap-0.5 outline-none', className)}
      >
        {renderNode}
      </AriaTree>
    </div>
  );
}

function allIds(nodes: TreeNode[]): Set<string> {
  return new Set(nodes.flatMap((node) => [node.id, ...allIds(node.children ?? [])]));
}

function fullyChecked(states: Map<string, CheckState>): string[] {
  return [...states].filter(([, state]) => state === 'checked').map(([id]) => id);
}
