/**
 * ContextMenu: wraps a target (a tab, a table row) so that right-click opens a menu at the pointer, and
 * Shift+F10 or the ContextMenu key opens it by keyboard under the focused element. Arrow keys move through the
 * items, Escape closes and focus returns to where it was.
 */
import { type ReactNode, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Menu, MenuPopover } from './menu';

export interface ContextMenuProps {
  /** The element(s) the menu belongs to. */
  children: ReactNode;
  /** `MenuItem`s, `MenuSection`s and `MenuSeparator`s. */
  items: ReactNode;
  'aria-label': string;
  onAction?: (key: Key) => void;
  disabledKeys?: Iterable<Key>;
}

interface Point {
  x: number;
  y: number;
}

export function ContextMenu({ children, items, onAction, disabledKeys, 'aria-label': ariaLabel }: ContextMenuProps) {
  const [point, setPoint] = useState<Point | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  function openAt(next: Point) {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPoint(next);
  }

  function close() {
    setPoint(null);
    // The menu was not opened by a RAC trigger, so hand focus back ourselves.
    requestAnimationFrame(() => returnFocus.current?.focus());
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for bubbling events from the focusable target inside; adds no role of its own
    <div
      className="contents"
      onContextMenu={(event) => {
        event.preventDefault();
        openAt({ x: event.clientX, y: event.clientY });
      }}
      onKeyDown={(event) => {
        if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
          event.preventDefault();
          const rect = (event.target as HTMLElement).getBoundingClientRect();
          openAt({ x: rect.left, y: rect.bottom });
        }
      }}
    >
      {children}
      <span
        ref={anchor}
        aria-hidden="true"
        data-slot="context-anchor"
        style={{ position: 'fixed', left: point?.x ?? 0, top: point?.y ?? 0, width: 0, height: 0 }}
      />
      <MenuPopover
        triggerRef={anchor}
        isOpen={point !== null}
        onOpenChange={(open) => !open && close()}
        placement="bottom start"
        offset={2}
      >
        <Menu
          aria-label={ariaLabel}
          autoFocus="first"
          onAction={(key) => onAction?.(key)}
          onClose={close}
          disabledKeys={disabledKeys}
        >
          {items}
        </Menu>
      </MenuPopover>
    </div>
  );
}
