/** One track of the playlist editor: handle, position, title with its mini waveform, duration, weight and actions. */
import { DragHandle } from '../data-display/tree-reorder';
import { format } from '../i18n/messages';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronUp, IconDelete, IconMore } from '../icons/icons';
import { Button } from '../inputs/button';
import { NumberField } from '../inputs/number-field';
import { formatDuration } from '../media/format-duration';
import { Menu, MenuItem, MenuPopover, MenuTrigger } from '../overlays/menu';
import { MiniWaveform } from './mini-waveform';
import type { PlaylistMessages } from './playlist-editor.messages';
import { clampWeight, MAX_WEIGHT, MIN_WEIGHT } from './playlist-order';

export interface PlaylistTrack {
  key: string;
  title: string;
  durationSeconds: number;
  /** Peak amplitudes 0..1 (the material's stored peaks); without them a flat line. */
  peaks?: readonly number[];
  /** 1–10: how often the track comes up in a weighted order. */
  weight: number;
}

export interface PlaylistRowProps {
  track: PlaylistTrack;
  index: number;
  count: number;
  showWeights: boolean;
  readOnly: boolean;
  onMoveTo: (key: string, index: number) => void;
  onRemove: (key: string) => void;
  onWeight: (key: string, weight: number) => void;
  t: PlaylistMessages;
}

export function PlaylistRow({
  track,
  index,
  count,
  showWeights,
  readOnly,
  onMoveTo,
  onRemove,
  onWeight,
  t,
}: PlaylistRowProps) {
  const moves = [
    { id: 'top', label: t.moveTop, icon: <IconChevronUp />, to: 0 },
    { id: 'up', label: t.moveUp, icon: <IconArrowUp />, to: index - 1, shortcut: 'Alt+↑' },
    { id: 'down', label: t.moveDown, icon: <IconArrowDown />, to: index + 1, shortcut: 'Alt+↓' },
    { id: 'bottom', label: t.moveBottom, icon: <IconChevronDown />, to: count - 1 },
  ];
  return (
    <>
      <div className="flex min-w-48 flex-1 items-center gap-2">
        {!readOnly && <DragHandle />}
        <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm text-muted tabular-nums">
          {index + 1}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span data-slot="track-title" className="truncate text-base text-default">
            {track.title}
          </span>
          <MiniWaveform peaks={track.peaks} />
        </div>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        <span data-slot="track-duration" className="w-14 text-right text-sm text-secondary tabular-nums">
          {formatDuration(track.durationSeconds)}
        </span>
        {showWeights &&
          (readOnly ? (
            <span data-slot="track-weight" className="w-16 text-sm text-secondary">
              {t.weight} {track.weight}
            </span>
          ) : (
            <NumberField
              aria-label={format(t.weightOf, { title: track.title })}
              value={track.weight}
              minValue={MIN_WEIGHT}
              maxValue={MAX_WEIGHT}
              step={1}
              width={64}
              onChange={(weight) => onWeight(track.key, clampWeight(weight))}
            />
          ))}
        {!readOnly && (
          <>
            <MenuTrigger>
              <Button
                iconOnly
                size="sm"
                variant="text"
                aria-label={format(t.actions, { title: track.title })}
                icon={<IconMore />}
              />
              <MenuPopover placement="bottom end">
                <Menu
                  aria-label={format(t.actions, { title: track.title })}
                  disabledKeys={moves
                    .filter((move) => move.to < 0 || move.to >= count || move.to === index)
                    .map((move) => move.id)}
                  onAction={(id) => {
                    const move = moves.find((entry) => entry.id === id);
                    if (move) onMoveTo(track.key, move.to);
                  }}
                >
                  {moves.map((move) => (
                    <MenuItem key={move.id} id={move.id} icon={move.icon} shortcut={move.shortcut}>
                      {move.label}
                    </MenuItem>
                  ))}
                </Menu>
              </MenuPopover>
            </MenuTrigger>
            <Button
              iconOnly
              size="sm"
              variant="text"
              aria-label={format(t.remove, { title: track.title })}
              icon={<IconDelete />}
              onPress={() => onRemove(track.key)}
            />
          </>
        )}
      </div>
    </>
  );
}
