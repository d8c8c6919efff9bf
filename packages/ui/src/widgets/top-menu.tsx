/**
 * TopMenu: the horizontal variant of the app menu (the topMenu setting). Top-level pages are buttons; a group
 * opens a dropdown of its pages. The active page (or the group containing it) is marked aria-current.
 */
import { ChevronDown } from 'lucide-react';
import { Button } from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '../overlays/menu';
import { leaves, type MenuNode } from './menu-tree';

export interface TopMenuProps {
  items: MenuNode[];
  activeKey: string;
  onSelect: (key: string) => void;
  'aria-label': string;
  className?: string;
}

const item = (active: boolean) =>
  cx(
    'flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-base outline-none data-hovered:bg-fill-2 [&_svg]:size-4',
    active ? 'text-primary-text' : 'text-secondary',
    focusRing,
  );

export function TopMenu({ items, activeKey, onSelect, className, ...props }: TopMenuProps) {
  return (
    <nav aria-label={props['aria-label']} data-slot="top-menu" className={cn('flex items-center', className)}>
      <ul className="flex items-center gap-1">
        {items.map((node) => {
          const active = leaves(node).some((leaf) => leaf.key === activeKey);
          const icon = node.icon && <span aria-hidden="true">{node.icon}</span>;
          if (!node.children) {
            return (
              <li key={node.key}>
                <Button
                  aria-current={active ? 'page' : undefined}
                  onPress={() => onSelect(node.key)}
                  className={item(active)}
                >
                  {icon}
                  {node.label}
                </Button>
              </li>
            );
          }
          return (
            <li key={node.key}>
              <MenuTrigger>
                <Button aria-current={active ? 'page' : undefined} className={item(active)}>
                  {icon}
                  {node.label}
                  <ChevronDown aria-hidden="true" className="size-3.5" />
                </Button>
                <MenuPopover placement="bottom start">
                  <Menu aria-label={node.label} onAction={(key) => onSelect(String(key))}>
                    {leaves(node).map((leaf) => (
                      <MenuItem key={leaf.key} id={leaf.key}>
                        {leaf.label}
                      </MenuItem>
                    ))}
                  </Menu>
                </MenuPopover>
              </MenuTrigger>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
