/**
 * The player's screen: store and player, online or not, what plays with its progress, the next entries, the big
 * Start button (browsers need a gesture before audio) and sign-out. Every engine event is also on the page for
 * tests and support: the last as `data-last-event`, all in the hidden list `player-events`.
 */
import type { PlayEntry } from '@soundboard/contract';
import { NativeButton } from '@soundboard/ui/inputs/native-button.tsx';
import type { EngineEvent } from '@soundboard/ui/player-engine/types.ts';
import { useCallback, useEffect, useState } from 'react';
import type { PlayerAppText } from './messages';
import { NowPlaying, type ShownEntry } from './now-playing';
import { usePlayer } from './use-player';

const NEXT_COUNT = 5;
/** The hidden event list keeps the latest ones (a day's playing would be thousands). */
const EVENTS_KEPT = 300;

interface PlayerScreenProps {
  token: string;
  locale: string;
  text: PlayerAppText;
  onRejected: () => void;
  onSignOut: () => void;
}

const startOf = (entry: PlayEntry) => Date.parse(entry.startsAt);
const shown = (entry: PlayEntry): ShownEntry => ({
  kind: entry.kind,
  title: entry.title,
  startMs: startOf(entry),
  endMs: startOf(entry) + entry.durationMs,
});

/** The clock, re-read twice a second for the progress bar. */
function useClock(now: () => number): number {
  const [value, setValue] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setValue(now()), 500);
    return () => clearInterval(timer);
  }, [now]);
  return value;
}

export function PlayerScreen({ token, locale, text, onRejected, onSignOut }: PlayerScreenProps) {
  const [events, setEvents] = useState<EngineEvent[]>([]);
  const onEvent = useCallback((event: EngineEvent) => {
    setEvents((list) => [...list.slice(-(EVENTS_KEPT - 1)), event]);
  }, []);
  const player = usePlayer({ token, locale, onRejected, onEvent });
  const nowMs = useClock(player.now);
  const entries = player.timeline?.entries ?? [];
  const scheduled = entries.filter((entry) => entry.kind === 'track' || entry.kind === 'announcement');
  const current = player.nowPlaying
    ? {
        kind: player.nowPlaying.kind,
        title: player.nowPlaying.title,
        startMs: Date.parse(player.nowPlaying.startedAt),
        endMs: player.nowPlaying.endsAt,
      }
    : player.playing
      ? null
      : (scheduled
          .filter((entry) => startOf(entry) <= nowMs && startOf(entry) + entry.durationMs > nowMs)
          .map(shown)[0] ?? null);
  const next = scheduled.filter((entry) => startOf(entry) > nowMs).slice(0, NEXT_COUNT);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const last = events.at(-1);

  return (
    <main
      data-last-event={last ? `${last.type} ${last.entryId}` : undefined}
      className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-4 p-4 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-xl font-semibold text-default">
            {player.timeline?.store.name ?? text.title}
          </h1>
          {player.timeline && <p className="text-sm text-secondary">{player.timeline.player.name}</p>}
        </div>
        <div className="flex items-center gap-2">
          <span
            data-testid="player-connection"
            className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm ${
              player.online ? 'bg-success-subtle text-success-text' : 'bg-warning-subtle text-warning-text'
            }`}
          >
            <span aria-hidden="true" className={`size-2 rounded-full ${player.online ? 'bg-success' : 'bg-warning'}`} />
            {player.online ? text.online : text.offline}
          </span>
          <NativeButton variant="text" onClick={onSignOut}>
            {text.signOut}
          </NativeButton>
        </div>
      </header>

      {!player.online && (
        <p role="status" className="rounded-md bg-warning-subtle p-3 text-sm text-warning-text">
          {text.offlineNote}
        </p>
      )}

      <section
        aria-labelledby="player-now"
        className="flex flex-col gap-4 rounded-lg border border-subtle bg-surface p-4 sm:p-6"
      >
        <h2 id="player-now" className="text-sm font-medium text-secondary">
          {text.nowPlaying}
        </h2>
        <NowPlaying entry={current} nowMs={nowMs} text={text} />
        <NativeButton
          variant={player.playing ? 'secondary' : 'primary'}
          size="lg"
          className="h-14 w-full text-lg"
          onClick={player.playing ? player.stop : player.start}
        >
          {player.playing ? text.stop : text.start}
        </NativeButton>
        {!player.playing && <p className="text-sm text-secondary">{text.notStarted}</p>}
      </section>

      <section aria-labelledby="player-next" className="flex flex-col gap-2">
        <h2 id="player-next" className="text-sm font-medium text-secondary">
          {text.upNext}
        </h2>
        {next.length === 0 ? (
          <p className="text-sm text-muted">{player.timeline ? text.noneNext : text.loading}</p>
        ) : (
          <ol className="flex flex-col divide-y divide-subtle rounded-lg border border-subtle bg-surface">
            {next.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 px-4 py-2.5">
                <time dateTime={entry.startsAt} className="shrink-0 text-sm tabular-nums text-secondary">
                  {time.format(startOf(entry))}
                </time>
                <span className="min-w-0 flex-1 truncate text-default">{entry.title}</span>
                <span className="shrink-0 text-xs text-muted">{text[entry.kind]}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <ol hidden data-testid="player-events">
        {events.map((event, index) => (
          <li
            key={`${event.at}-${index}`}
            data-type={event.type}
            data-entry={event.entryId}
            data-kind={event.kind}
            data-at={event.at}
            data-gain={event.gain}
          >
            {event.type} {event.entryId}
          </li>
        ))}
      </ol>
    </main>
  );
}
