/**
 * The WAI-ARIA toolbar pattern: the toolbar is one Tab stop (the item last used), Left / Right move between its
 * items and wrap, Home / End go to the first and last. Items are the elements marked `data-toolbar-item`,
 * whatever renders them (plain buttons, a menu's trigger); their tabindex is set here after every render, since
 * items come and go with the editor's state. Keys from a menu opened by an item (portalled, but inside in the React
 * tree) are left alone.
 */
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';

const ITEM = '[data-toolbar-item]';
const ENABLED = '[data-toolbar-item]:not(:disabled)';

export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  const current = useRef(0);

  const items = (selector = ENABLED) => [...(ref.current?.querySelectorAll<HTMLElement>(selector) ?? [])];
  /** The remembered item (or the nearest before it, if it went or was disabled) is the one Tab stop. */
  const apply = () => {
    const list = items();
    const active = list[Math.min(current.current, list.length - 1)];
    for (const item of items(ITEM)) item.tabIndex = item === active ? 0 : -1;
  };

  useLayoutEffect(apply);

  const onFocus = (event: React.FocusEvent) => {
    const index = items().indexOf(event.target as HTMLElement);
    if (index < 0) return;
    current.current = index;
    apply();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!ref.current?.contains(event.target as Node)) return;
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: list.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const target = list[(next + list.length) % list.length];
    target?.focus();
  };

  return { onFocus, onKeyDown };
}
