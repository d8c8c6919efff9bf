/**
 * A top-level entry of the collapsed side menu: its icon, its title in a tooltip (hover, keyboard focus), and for a
 * group its pages in a flyout to the right, opened by click, Enter, Space or ArrowRight (the direction it opens
 * in) and closed by Escape, which puts the focus back on the entry.
 */
import { useContext } from 'react';
import { Button, type ButtonProps, RootMenuTriggerStateContext } from 'react-aria-components';
import { cx } from '../lib/compose';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '../overlays/menu';
import { Tooltip, TooltipTrigger } from '../overlays/tooltip';
import { contains, leaves, type MenuNode } from './menu-tree';

export interface CollapsedEntryProps {
  node: MenuNode;
  activeKey: string;
  onSelect: (key: string) => void;
  /** The entry's look (the side menu's row, current or idle). */
  className: (active: boolean) => string;
}

/** The group's button: ArrowRight opens the flyout on its first page, as ArrowDown does for a menu button. */
function FlyoutButton(props: ButtonProps) {
  const menu = useContext(RootMenuTriggerStateContext);
  const onKeyDown: ButtonProps['onKeyDown'] = (event) => {
    if (event.key === 'ArrowRight') menu?.open('first');
    // Other keys go on to the page (the app's shortcuts listen on the window).
    else event.continuePropagation();
  };
  return <Button {...props} onKeyDown={onKeyDown} />;
}

export function CollapsedEntry({ node, activeKey, onSelect, className }: CollapsedEntryProps) {
  const active = contains(node, activeKey);
  const face = {
    'aria-label': node.label,
    'aria-current': active ? ('page' as const) : undefined,
    className: className(active),
    children: (
      <span aria-hidden="true" className="[&>svg]:size-4">
        {node.icon ?? node.label.charAt(0)}
      </span>
    ),
  };
  const tooltip = <Tooltip placement="right">{node.label}</Tooltip>;
  if (!node.children) {
    return (
      <TooltipTrigger>
        <Button {...face} onPress={() => onSelect(node.key)} />
        {tooltip}
      </TooltipTrigger>
    );
  }
  return (
    <MenuTrigger>
      <TooltipTrigger>
        <FlyoutButton {...face} />
        {tooltip}
      </TooltipTrigger>
      <MenuPopover placement="end top">
        <Menu aria-label={node.label} onAction={(key) => onSelect(String(key))}>
          {leaves(node).map((leaf) => (
            <MenuItem
              key={leaf.key}
              id={leaf.key}
              className={cx(leaf.key === activeKey && 'font-medium text-primary-text')}
            >
              {leaf.label}
            </MenuItem>
          ))}
        </Menu>
      </MenuPopover>
    </MenuTrigger>
  );
}
