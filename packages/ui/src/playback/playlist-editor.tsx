/**
 * PlaylistEditor: a music template's tracks as a RAC GridList — position, title with a mini waveform, duration,
 * weight (1–10, when the order is weighted), a row menu and a remove button — with the running time (h:mm:ss, the
 * crossfades' overlaps subtracted) above it.
 * Reordering, all reported through onChange with the whole new list:
 * - pointer: drag a row by its handle;
 * - keyboard: Alt+↑ / Alt+↓ on the focused row (as the page editor), or React Aria's keyboard drag from the handle
 *   (Enter picks up, arrows choose the place, Enter drops, Escape cancels; React Aria announces each step);
 * - the row menu: move up, down, to the top, to the bottom.
 * Moves and removals are announced in a polite live region. Rows use the "tab" navigation of GridList: ↑/↓ go
 * from row to row, Tab goes through a row's controls (so the weight field keeps its own arrow keys).
 */
import { useRef } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Empty } from '../feedback/empty';
import { format } from '../i18n/messages';
import { IconPlus } from '../icons/icons';
import { Button } from '../inputs/button';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRingInset } from '../lib/focus-ring';
import { playlistMessages } from './playlist-editor.messages';
import { PlaylistRow, type PlaylistTrack } from './playlist-row';
import { formatClock, totalSeconds } from './playlist-total';
import { usePlaybackText } from './use-playback-text';
import { usePlaylistActions } from './use-playlist-actions';

export type { PlaylistTrack } from './playlist-row';

export interface PlaylistEditorProps {
  tracks: readonly PlaylistTrack[];
  onChange: (tracks: PlaylistTrack[]) => void;
  /** Weighted order: show each track's weight field. */
  showWeights: boolean;
  /** The add button (the page opens its material picker); without it there is none. */
  onAdd?: () => void;
  /** Seconds each join overlaps; the total subtracts them. */
  crossfadeSeconds?: number;
  locale?: string;
  readOnly?: boolean;
  className?: string;
}

const visuallyHidden = 'absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]';

const rowStyle = cx(
  'flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-subtle px-3 py-2 last:border-b-0',
  'data-hovered:bg-fill-1 data-dragging:opacity-50',
  focusRingInset,
);

export function PlaylistEditor({
  tracks,
  onChange,
  showWeights,
  onAdd,
  crossfadeSeconds = 0,
  locale,
  readOnly = false,
  className,
}: PlaylistEditorProps) {
  const t = usePlaybackText(playlistMessages, locale);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { announcement, remove, setWeight, moveToIndex, dragAndDropHooks, onKeyDownCapture } = usePlaylistActions({
    tracks,
    onChange,
    readOnly,
    listRef,
    addRef,
    t,
  });

  const total = formatClock(totalSeconds(tracks, crossfadeSeconds));
  const addButton = onAdd && !readOnly && (
    <Button
      ref={addRef}
      variant={tracks.length ? 'secondary' : 'primary'}
      size="sm"
      icon={<IconPlus />}
      onPress={onAdd}
    >
      {t.add}
    </Button>
  );

  return (
    <section data-slot="playlist-editor" aria-label={t.playlist} className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p data-slot="playlist-total" className="text-sm text-secondary tabular-nums">
          {format(t.count, { count: tracks.length })} ·{' '}
          {crossfadeSeconds > 0 && tracks.length > 1
            ? format(t.totalCrossfade, { duration: total, seconds: crossfadeSeconds })
            : format(t.total, { duration: total })}
        </p>
        {tracks.length > 0 && addButton}
      </div>
      {tracks.length === 0 ? (
        <Empty description={t.empty} className="rounded-md border border-dashed border-default">
          {addButton}
        </Empty>
      ) : (
        <div onKeyDownCapture={onKeyDownCapture}>
          <GridList
            ref={listRef}
            aria-label={t.playlist}
            keyboardNavigationBehavior="tab"
            dragAndDropHooks={readOnly ? undefined : dragAndDropHooks}
            className="rounded-md border border-default bg-surface"
          >
            {tracks.map((track, index) => (
              <GridListItem
                key={track.key}
                id={track.key}
                textValue={`${format(t.position, { position: index + 1 })}: ${track.title}`}
                className={rowStyle}
              >
                <PlaylistRow
                  track={track}
                  index={index}
                  count={tracks.length}
                  showWeights={showWeights}
                  readOnly={readOnly}
                  onMoveTo={moveToIndex}
                  onRemove={remove}
                  onWeight={setWeight}
                  t={t}
                />
              </GridListItem>
            ))}
          </GridList>
        </div>
      )}
      {!readOnly && tracks.length > 0 && (
        <p className="text-xs text-muted">
          {t.shortcuts}
          {showWeights && ` · ${t.weightHint}`}
        </p>
      )}
      <div role="status" aria-live="polite" data-slot="playlist-status" className={visuallyHidden}>
        {announcement}
      </div>
    </section>
  );
}
