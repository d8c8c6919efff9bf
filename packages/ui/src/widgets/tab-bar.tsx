/**
 * TabBar: the open pages as tabs (store-agnostic: the caller owns the list and the active path).
 * Keyboard: arrows / Home / End move between tabs, Enter or Space opens one, Delete closes the focused tab,
 * Shift+F10 or the ContextMenu key opens the tab's menu (also on right-click). The workplace tab cannot be
 * closed. The active tab is scrolled into view when the bar overflows.
 */
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRingNative } from '../lib/focus-ring';
import { tabBarMessages } from './tab-bar.messages';
import { type TabAction, TabBarMenu } from './tab-bar-menu';
import * as model from './tab-bar-model';

export interface TabBarProps {
  tabs: readonly model.TabItem[];
  activePath: string;
  /** The user opened a tab (the caller navigates to it). */
  onActivate: (tab: model.TabItem) => void;
  /** Tabs were closed; `active` is the tab to show now. */
  onTabsChange: (tabs: model.TabItem[], active: model.TabItem) => void;
  /** Reload the tab's page. */
  onRefresh: (tab: model.TabItem) => void;
  className?: string;
}

/**
 * Scrolls the tab strip sideways just enough to show the tab. Not scrollIntoView: that also scrolls the window up
 * to the bar, undoing the page's scroll position every time the bar re-renders.
 */
function revealInStrip(tab: HTMLElement | undefined) {
  const strip = tab?.closest<HTMLElement>('[role="tablist"]');
  if (!tab || !strip) return;
  const shown = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < shown.left) strip.scrollLeft -= shown.left - box.left;
  else if (box.right > shown.right) strip.scrollLeft += box.right - shown.right;
}

export function TabBar({ tabs, activePath, onActivate, onTabsChange, onRefresh, className }: TabBarProps) {
  const t = useMessages(tabBarMessages);
  const tabRefs = useRef(new Map<string, HTMLDivElement>());
  const menuAnchor = useRef<HTMLDivElement | null>(null);
  const [focusPath, setFocusPath] = useState(activePath);
  const [menuTarget, setMenuTarget] = useState<model.TabItem | null>(null);
  const focusAfterChange = useRef(false);

  // Also after the list changes, so focus lands on the tab shown after a close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tabs is the trigger, not a value read here
  useEffect(() => {
    setFocusPath(activePath);
    revealInStrip(tabRefs.current.get(activePath));
    if (focusAfterChange.current) tabRefs.current.get(activePath)?.focus();
    focusAfterChange.current = false;
  }, [activePath, tabs]);

  const apply = (remaining: model.TabItem[]) => {
    focusAfterChange.current = true;
    onTabsChange(remaining, model.activeAfterClose(tabs, remaining, activePath));
  };

  const runAction = (action: TabAction, tab: model.TabItem) => {
    setMenuTarget(null);
    if (action === 'refresh') return onRefresh(tab);
    if (action === 'close') return apply(model.closeTab(tabs, tab.fullPath));
    if (action === 'closeLeft') return apply(model.closeLeft(tabs, tab.fullPath));
    if (action === 'closeRight') return apply(model.closeRight(tabs, tab.fullPath));
    if (action === 'closeOthers') return apply(model.closeOthers(tabs, tab.fullPath));
    return apply(model.closeAll(tabs));
  };

  const openMenu = (tab: model.TabItem) => {
    menuAnchor.current = tabRefs.current.get(tab.fullPath) ?? null;
    setMenuTarget(tab);
  };

  const moveFocus = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    setFocusPath(next.fullPath);
    tabRefs.current.get(next.fullPath)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, tab: model.TabItem, index: number) => {
    const key = event.key;
    if (key === 'ContextMenu' || (key === 'F10' && event.shiftKey)) openMenu(tab);
    else if (key === 'ArrowRight') moveFocus(index + 1);
    else if (key === 'ArrowLeft') moveFocus(index - 1);
    else if (key === 'Home') moveFocus(0);
    else if (key === 'End') moveFocus(tabs.length - 1);
    else if (key === 'Enter' || key === ' ') onActivate(tab);
    else if (key === 'Delete' && !model.isWorkplace(tab)) {
      const remaining = model.closeTab(tabs, tab.fullPath);
      focusAfterChange.current = true;
      // Keyboard users keep going from the neighbour of the tab they closed.
      if (tab.fullPath !== activePath) moveFocus(index - 1);
      onTabsChange(remaining, model.activeAfterClose(tabs, remaining, activePath));
    } else return;
    event.preventDefault();
  };

  return (
    <div data-slot="tab-bar" className={cn('flex min-w-0 border-b border-subtle bg-surface px-2', className)}>
      <div role="tablist" aria-label={t.openPages} className="flex min-w-0 flex-1 gap-1 overflow-x-auto py-1.5">
        {tabs.map((tab, index) => {
          const active = tab.fullPath === activePath;
          return (
            <div
              key={tab.fullPath}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.fullPath, element);
                else tabRefs.current.delete(tab.fullPath);
              }}
              role="tab"
              aria-selected={active}
              aria-haspopup="menu"
              tabIndex={tab.fullPath === focusPath ? 0 : -1}
              data-slot="tab"
              data-active={active || undefined}
              onClick={() => onActivate(tab)}
              onContextMenu={(event) => {
                event.preventDefault();
                openMenu(tab);
              }}
              onKeyDown={(event) => onKeyDown(event, tab, index)}
              className={cx(
                'flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm whitespace-nowrap select-none',
                active
                  ? 'border-primary-border bg-primary-subtle text-primary-text'
                  : 'border-subtle bg-surface text-secondary hover:bg-fill-2',
                focusRingNative,
              )}
            >
              {tab.title}
              {/* Pointer-only shortcut: keyboard users close with Delete, so it stays out of the tab order. */}
              {!model.isWorkplace(tab) && (
                <span
                  aria-hidden="true"
                  title={format(t.close, { title: tab.title })}
                  data-slot="tab-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    runAction('close', tab);
                  }}
                  className="-mr-1 rounded-sm p-0.5 text-muted hover:bg-fill-3 hover:text-default"
                >
                  <X className="size-3" />
                </span>
              )}
            </div>
          );
        })}
      </div>
      <TabBarMenu
        tabs={tabs}
        target={menuTarget}
        triggerRef={menuAnchor}
        onAction={runAction}
        onClose={() => setMenuTarget(null)}
      />
    </div>
  );
}
