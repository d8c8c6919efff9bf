/**
 * The tab bar's context menu (right-click, Shift+F10 or the ContextMenu key on a tab). Built on RAC's Popover
 * and Menu (through the kit's MenuPopover / Menu / MenuItem), anchored to the tab it was opened for.
 */
import type { RefObject } from 'react';
import { useMessages } from '../i18n/messages';
import { Menu, MenuItem, MenuPopover } from '../overlays/menu';
import { tabBarMessages } from './tab-bar.messages';
import { availableActions, type TabItem } from './tab-bar-model';

export type TabAction = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

export interface TabBarMenuProps {
  tabs: readonly TabItem[];
  /** The tab the menu acts on; null when closed. */
  target: TabItem | null;
  triggerRef: RefObject<Element | null>;
  onAction: (action: TabAction, tab: TabItem) => void;
  onClose: () => void;
}

export function TabBarMenu({ tabs, target, triggerRef, onAction, onClose }: TabBarMenuProps) {
  const t = useMessages(tabBarMessages);
  const available = target ? availableActions(tabs, target.fullPath) : null;
  const disabledKeys = available
    ? (Object.entries(available) as [TabAction, boolean][]).filter(([, ok]) => !ok).map(([key]) => key)
    : [];
  const items: { id: TabAction; label: string }[] = [
    { id: 'refresh', label: t.refresh },
    { id: 'close', label: t.closeCurrent },
    { id: 'closeLeft', label: t.closeLeft },
    { id: 'closeRight', label: t.closeRight },
    { id: 'closeOthers', label: t.closeOthers },
    { id: 'closeAll', label: t.closeAll },
  ];
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen={target !== null}
      onOpenChange={(open) => !open && onClose()}
      placement="bottom start"
    >
      <Menu
        aria-label={t.actions}
        items={items}
        disabledKeys={disabledKeys}
        autoFocus="first"
        onAction={(key) => target && onAction(key as TabAction, target)}
        onClose={onClose}
      >
        {(item) => <MenuItem>{item.label}</MenuItem>}
      </Menu>
    </MenuPopover>
  );
}
