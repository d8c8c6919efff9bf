import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { PlayerEngine } from './player-engine';
import { toneWavUrl } from './story-tones';
import type { EngineEntry, EngineEvent } from './types';

const TRACK_SECONDS = 1.2;
const CROSSFADE_SECONDS = 0.2;
const urls = {
  track1: toneWavUrl(TRACK_SECONDS, 262),
  track2: toneWavUrl(TRACK_SECONDS, 330),
  track3: toneWavUrl(TRACK_SECONDS, 392),
  announcement: toneWavUrl(0.5, 660),
};

function entry(id: string, kind: EngineEntry['kind'], at: number, seconds: number, url: string): EngineEntry {
  return {
    id,
    kind,
    startsAt: new Date(at).toISOString(),
    durationMs: seconds * 1000,
    title: id,
    url,
    materialId: null,
    textTemplateId: null,
    musicTemplateId: null,
    ...(kind === 'track' ? { crossfadeSeconds: CROSSFADE_SECONDS } : { duckTo: 0.2 }),
  };
}

/** Three tracks back to back with a short crossfade, an announcement over the second (from the Start press). */
function timeline(t0: number): EngineEntry[] {
  const step = (TRACK_SECONDS - CROSSFADE_SECONDS) * 1000;
  return [
    entry('track1', 'track', t0, TRACK_SECONDS, urls.track1),
    entry('track2', 'track', t0 + step, TRACK_SECONDS, urls.track2),
    entry('announcement', 'announcement', t0 + step + 300, 0.5, urls.announcement),
    entry('track3', 'track', t0 + 2 * step, TRACK_SECONDS, urls.track3),
  ];
}

/** The engine on a real AudioContext, its events listed as they come (data attributes for the test). */
function PlayerEngineHarness() {
  const engine = useRef<{ engine: PlayerEngine; context: AudioContext } | null>(null);
  const [events, setEvents] = useState<EngineEvent[]>([]);
  useEffect(
    () => () => {
      engine.current?.engine.stop();
      void engine.current?.context.close();
    },
    [],
  );
  const start = async () => {
    if (engine.current) return;
    const context = new AudioContext();
    await context.resume();
    const created = new PlayerEngine({
      context,
      now: () => Date.now(),
      load: (url) => fetch(url).then((answer) => answer.arrayBuffer()),
    });
    engine.current = { engine: created, context };
    created.on((event) => setEvents((list) => [...list, event]));
    // A little lead so the files are decoded before the first start.
    created.setEntries(timeline(Date.now() + 600));
    created.start();
  };
  const announce = () =>
    engine.current?.engine.interrupt(entry('now:1', 'announcement', Date.now(), 0.5, urls.announcement));
  return (
    <div className="flex flex-col items-start gap-3">
      <div className="flex gap-2">
        <Button onPress={() => void start()}>开始播放</Button>
        <Button onPress={announce}>立即播报</Button>
      </div>
      <ol aria-label="事件" className="text-sm">
        {events.map((event, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
            key={index}
            data-type={event.type}
            data-entry={event.entryId}
            data-at={event.at}
            data-gain={event.gain ?? ''}
          >
            {event.type} {event.entryId}
            {event.gain === undefined ? '' : ` → ${event.gain}`}
          </li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Player/PlayerEngine',
  component: PlayerEngineHarness,
  // Its log depends on the clock: no visual baseline.
  tags: ['!visual'],
} satisfies Meta<typeof PlayerEngineHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

interface Logged {
  type: string;
  entry: string;
  at: number;
  gain: string;
}
const logOf = (canvas: HTMLElement): Logged[] =>
  [...canvas.querySelectorAll<HTMLLIElement>('li[data-type]')].map((item) => ({
    type: item.dataset.type ?? '',
    entry: item.dataset.entry ?? '',
    at: Number(item.dataset.at),
    gain: item.dataset.gain ?? '',
  }));
const indexOf = (log: Logged[], type: string, entry: string) =>
  log.findIndex((event) => event.type === type && event.entry === entry);

/**
 * Start (a real press, so the AudioContext runs) plays the timeline in order with the announcement ducking the
 * second track; "play now" during the third track interrupts at the next whole second and plays whole.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始播放' }));
    await waitFor(() => expect(indexOf(logOf(canvasElement), 'start', 'track3')).toBeGreaterThan(-1), {
      timeout: 10_000,
    });
    const log = logOf(canvasElement);
    const starts = log.filter((event) => event.type === 'start').map((event) => event.entry);
    expect(starts).toEqual(['track1', 'track2', 'announcement', 'track3']);
    const duck = indexOf(log, 'duck', 'announcement');
    expect(duck).toBeGreaterThan(-1);
    expect(log[duck]?.gain).toBe('0.2');
    expect(duck).toBeLessThan(indexOf(log, 'start', 'announcement'));

    await userEvent.click(canvas.getByRole('button', { name: '立即播报' }));
    await waitFor(() => expect(indexOf(logOf(canvasElement), 'end', 'now:1')).toBeGreaterThan(-1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(indexOf(logOf(canvasElement), 'end', 'track3')).toBeGreaterThan(-1), {
      timeout: 10_000,
    });
    const after = logOf(canvasElement);
    // The scheduled announcement's music came back after it ended.
    const restore = indexOf(after, 'restore', 'announcement');
    expect(restore).toBeGreaterThan(indexOf(after, 'end', 'announcement'));
    expect(after[restore]?.gain).toBe('1');
    // "Play now": interrupt, then its start on a whole second, its end, the restore.
    const interrupt = after[indexOf(after, 'interrupt', 'now:1')];
    const start = after[indexOf(after, 'start', 'now:1')];
    expect(interrupt).toBeDefined();
    expect(start).toBeDefined();
    if (!interrupt || !start) return;
    expect(start.at % 1000).toBe(0);
    expect(start.at - interrupt.at).toBeGreaterThan(0);
    // The next whole second, or the one after it when decoding the announcement takes longer than what is left of
    // this one (seen on a loaded machine: 1,092 ms).
    expect(start.at - interrupt.at).toBeLessThanOrEqual(2000);
    expect(indexOf(after, 'duck', 'now:1')).toBeGreaterThan(-1);
    expect(indexOf(after, 'restore', 'now:1')).toBeGreaterThan(indexOf(after, 'end', 'now:1'));
    expect(indexOf(after, 'start', 'now:1')).toBeGreaterThan(indexOf(after, 'interrupt', 'now:1'));
    // Every entry ended once.
    const ends = after.filter((event) => event.type === 'end').map((event) => event.entry);
    expect(ends.sort()).toEqual(['announcement', 'now:1', 'track1', 'track2', 'track3']);
  },
};
