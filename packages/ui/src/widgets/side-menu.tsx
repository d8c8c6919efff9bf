/**
 * SideMenu: the app's nested menu (groups open and close, icons, the active item marked aria-current). Width
 * comes from the menuWidth setting; collapsed, it shows only the top-level icons, with their titles in tooltips
 * and a group's pages in a flyout (side-menu-flyout.tsx). Given onCollapsedChange, a control at its foot
 * collapses and expands it. Store-agnostic: items, active key and callbacks come in as props. No frame of its
 * own: the layout gives it a side bar's border, fill and height, a drawer is already framed.
 */
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { contains, type MenuNode } from './menu-tree';
import { CollapsedEntry } from './side-menu-flyout';
import { SideMenuToggle } from './side-menu-toggle';

export type { MenuNode };

export interface SideMenuProps {
  items: MenuNode[];
  activeKey: string;
  onSelect: (key: string) => void;
  collapsed?: boolean;
  /** Shows the collapse control at the foot (the side bar's; the mobile drawer's menu has none). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The app's shortcut for the collapse control, shown in its tooltip (e.g. "Mod-\\"). */
  collapseShortcut?: string;
  /** Expanded width in px (the menuWidth setting). */
  width?: number;
  'aria-label': string;
  className?: string;
}

const COLLAPSED_WIDTH = 48;
const row = cx(
  'flex h-9 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-base outline-none',
  'data-hovered:bg-fill-2 data-hovered:text-default',
  focusRing,
);
// Either, never both: Tailwind orders text-secondary after text-primary-text, so the grey would win.
const idle = 'text-secondary';
const current = 'bg-primary-subtle text-primary-text';

export function SideMenu({
  items,
  activeKey,
  onSelect,
  collapsed = false,
  onCollapsedChange,
  collapseShortcut,
  width = 300,
  className,
  ...props
}: SideMenuProps) {
  const [open, setOpen] = useState(() => new Set(items.filter((item) => contains(item, activeKey)).map((i) => i.key)));
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const leaf = (node: MenuNode, depth: number) => {
    const active = node.key === activeKey;
    return (
      <Button
        aria-current={active ? 'page' : undefined}
        onPress={() => onSelect(node.key)}
        style={{ paddingLeft: 12 + depth * 20 }}
        className={cx(row, active ? `${current} data-hovered:bg-primary-subtle data-hovered:text-primary-text` : idle)}
      >
        {node.icon && (
          <span aria-hidden="true" className="[&>svg]:size-4">
            {node.icon}
          </span>
        )}
        <span className="truncate">{node.label}</span>
      </Button>
    );
  };

  const renderNode = (node: MenuNode, depth: number): ReactNode => {
    if (!node.children) return <li key={node.key}>{leaf(node, depth)}</li>;
    const isOpen = open.has(node.key);
    return (
      <li key={node.key}>
        <Button
          aria-expanded={isOpen}
          onPress={() => toggle(node.key)}
          style={{ paddingLeft: 12 + depth * 20 }}
          className={cx(row, idle)}
        >
          {node.icon && (
            <span aria-hidden="true" className="[&>svg]:size-4">
              {node.icon}
            </span>
          )}
          <span className={cx('flex-1 truncate text-left', contains(node, activeKey) && 'text-default')}>
            {node.label}
          </span>
          <ChevronDown aria-hidden="true" className={cx('size-3.5', isOpen && 'rotate-180')} />
        </Button>
        {isOpen && (
          <ul className="mt-1 flex flex-col gap-1">{node.children.map((child) => renderNode(child, depth + 1))}</ul>
        )}
      </li>
    );
  };

  return (
    <nav
      aria-label={props['aria-label']}
      data-slot="side-menu"
      data-collapsed={collapsed || undefined}
      style={{ width: collapsed ? COLLAPSED_WIDTH : width }}
      className={cn('flex shrink-0 flex-col', className)}
    >
      {/* The list scrolls, the foot stays; the padding keeps the focus rings inside the scrolling box. */}
      <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-1">
        {items.map((node) =>
          collapsed ? (
            <li key={node.key}>
              <CollapsedEntry
                node={node}
                activeKey={activeKey}
                onSelect={onSelect}
                // An open flyout's entry stays marked (RAC keeps its trigger pressed while the flyout is open).
                className={(active) =>
                  cx(
                    row,
                    'justify-center px-0',
                    active ? current : cx(idle, 'data-pressed:bg-fill-2 data-pressed:text-default'),
                  )
                }
              />
            </li>
          ) : (
            renderNode(node, 0)
          ),
        )}
      </ul>
      {onCollapsedChange && (
        <div data-slot="side-menu-foot" className="flex border-t border-subtle p-1">
          <SideMenuToggle
            collapsed={collapsed}
            onCollapsedChange={onCollapsedChange}
            shortcut={collapseShortcut}
            className={cx(row, idle)}
          />
        </div>
      )}
    </nav>
  );
}
