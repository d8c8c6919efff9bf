/**
 * The playlist editor's edits: each one onChange with the whole new list, moves and removals announced, the focus
 * placed after a removal, and the drag and drop and Alt+↑/↓ handlers that lead to them.
 */
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { DropIndicator, type DropTarget, useDragAndDrop } from 'react-aria-components';
import { format } from '../i18n/messages';
import { cx } from '../lib/compose';
import type { PlaylistMessages } from './playlist-editor.messages';
import { moveBy, moveNextTo, moveTo, removeKey } from './playlist-order';
import type { PlaylistTrack } from './playlist-row';

const TRACK_DRAG_TYPE = 'application/x-soundboard-playlist-track';

const renderDropIndicator = (target: DropTarget) => (
  <DropIndicator
    target={target}
    className={({ isDropTarget }) =>
      cx('relative z-10 -my-0.5 h-1 rounded-full outline-none', isDropTarget ? 'bg-primary' : 'bg-transparent')
    }
  />
);

export interface PlaylistActionsOptions {
  tracks: readonly PlaylistTrack[];
  onChange: (tracks: PlaylistTrack[]) => void;
  readOnly: boolean;
  listRef: RefObject<HTMLDivElement | null>;
  addRef: RefObject<HTMLButtonElement | null>;
  t: PlaylistMessages;
}

export function usePlaylistActions({ tracks, onChange, readOnly, listRef, addRef, t }: PlaylistActionsOptions) {
  const [announcement, setAnnouncement] = useState('');
  // Where the focus goes after a removal took the focused control away: a row's key, or 'add'.
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  // Drop handlers run after the render that started the drag: they must see the latest tracks.
  const latest = useRef(tracks);
  latest.current = tracks;

  const commit = (next: readonly PlaylistTrack[], movedKey?: string) => {
    if (next === latest.current) return;
    onChange([...next]);
    const position = next.findIndex((track) => track.key === movedKey);
    const track = next[position];
    if (track) setAnnouncement(format(t.moved, { title: track.title, position: position + 1, count: next.length }));
  };
  const remove = (key: string) => {
    const list = latest.current;
    const index = list.findIndex((track) => track.key === key);
    const next = removeKey(list, key);
    if (next === list) return;
    onChange([...next]);
    setAnnouncement(format(t.removed, { title: list[index]?.title ?? '', count: next.length }));
    setFocusAfter(next[Math.min(index, next.length - 1)]?.key ?? 'add');
  };
  const setWeight = (key: string, weight: number) =>
    onChange(latest.current.map((track) => (track.key === key ? { ...track, weight } : track)));

  useEffect(() => {
    if (focusAfter === null) return;
    setFocusAfter(null);
    const row = listRef.current?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(focusAfter)}"]`);
    (row ?? addRef.current ?? listRef.current)?.focus();
  }, [focusAfter, listRef.current?.querySelector, listRef.current, addRef.current]);

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({
        [TRACK_DRAG_TYPE]: String(key),
        'text/plain': latest.current.find((track) => track.key === key)?.title ?? '',
      })),
    getAllowedDropOperations: () => ['move'],
    acceptedDragTypes: [TRACK_DRAG_TYPE],
    onReorder: ({ keys, target }) => {
      const [key] = [...keys];
      if (key === undefined || target.dropPosition === 'on') return;
      commit(moveNextTo(latest.current, String(key), String(target.key), target.dropPosition), String(key));
    },
    renderDropIndicator,
  });

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    const target = event.target as HTMLElement;
    if (readOnly || !event.altKey || delta === 0 || target.tagName === 'INPUT') return;
    const key = target.closest('[role="row"][data-key]')?.getAttribute('data-key');
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    commit(moveBy(latest.current, key, delta), key);
  };

  const moveToIndex = (key: string, index: number) => commit(moveTo(latest.current, key, index), key);

  return { announcement, remove, setWeight, moveToIndex, dragAndDropHooks, onKeyDownCapture };
}
