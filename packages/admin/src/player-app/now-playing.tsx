/** What plays now with its progress (the engine's entry while playing, the timeline's before the Start press). */
import { formatDuration } from '@soundboard/ui/media/format-duration.ts';
import type { PlayerAppText } from './messages';

export interface ShownEntry {
  kind: 'track' | 'announcement';
  title: string;
  startMs: number;
  endMs: number;
}

export function NowPlaying({ entry, nowMs, text }: { entry: ShownEntry | null; nowMs: number; text: PlayerAppText }) {
  if (!entry) return <p className="text-2xl font-semibold text-secondary">{text.nothingPlaying}</p>;
  const total = Math.max(0, (entry.endMs - entry.startMs) / 1000);
  const elapsed = Math.min(total, Math.max(0, (nowMs - entry.startMs) / 1000));
  const label = text.elapsed.replace('{elapsed}', formatDuration(elapsed)).replace('{total}', formatDuration(total));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="min-w-0 break-words text-2xl font-semibold text-default">{entry.title}</p>
        <span className="rounded-sm bg-fill-2 px-2 py-0.5 text-xs text-secondary">{text[entry.kind]}</span>
      </div>
      {/* The kit's ProgressBar look (its md track and fill), drawn natively, as the player's buttons are the kit's
          NativeButton: ProgressBar would bring React Aria and tailwind-merge into the player's small bundle of its
          own for one bar (measured: +44 KB, +14 KB gzipped, about 18 %). */}
      <div
        role="progressbar"
        aria-label={text.progress}
        aria-valuemin={0}
        aria-valuemax={Math.round(total)}
        aria-valuenow={Math.round(elapsed)}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-fill-3"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${total ? (elapsed / total) * 100 : 0}%` }} />
      </div>
      <p className="text-sm tabular-nums text-secondary">{label}</p>
    </div>
  );
}
