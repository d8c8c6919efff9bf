/**
 * The player's work beside the engine: the timeline (at start, every 10 minutes, and when it nears its end; the
 * last one kept for outages), the next ~10 minutes of audio prefetched into the cache, the heartbeat every
 * HEARTBEAT_SECONDS with what plays and the played log (kept until accepted) that also corrects the clock, and
 * while playing the "play now" commands every COMMAND_POLL_SECONDS handed to engine.interrupt.
 */
import {
  COMMAND_POLL_SECONDS,
  HEARTBEAT_MAX_PLAYED,
  HEARTBEAT_SECONDS,
  type PlayerTimeline,
} from '@soundboard/contract';
import { PlayerEngine } from '@soundboard/ui/player-engine/player-engine.ts';
import type { EngineEvent, NowPlaying } from '@soundboard/ui/player-engine/types.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playerApi, TokenRejected, Unreachable } from '../api/player';
import { loadAudio, prefetchAudio, pruneAudio } from './audio-cache';
import { saveCommandCursor, savedCommandCursor, savedPlayed, savedTimeline, savePlayed, saveTimeline } from './saved';
import { speak } from './speak';

const REFETCH_MS = 10 * 60_000;
/** A timeline ending sooner than this is fetched again. */
const NEAR_END_MS = 60 * 60_000;
const PREFETCH_MS = 10 * 60_000;
/** How often the timers look (the refetch and prefetch decide by the clock, not by this). */
const HOUSEKEEPING_MS = 30_000;

interface Options {
  token: string;
  locale: string;
  onRejected: () => void;
  onEvent: (event: EngineEvent) => void;
}

export interface PlayerView {
  timeline: PlayerTimeline | null;
  online: boolean;
  playing: boolean;
  /** What the engine plays (null when stopped or silent). */
  nowPlaying: NowPlaying | null;
  now: () => number;
  start: () => void;
  stop: () => void;
}

export function usePlayer({ token, locale, onRejected, onEvent }: Options): PlayerView {
  const api = useMemo(() => playerApi(token, locale), [token, locale]);
  const offset = useRef(0);
  const now = useCallback(() => Date.now() + offset.current, []);
  const [timeline, setTimeline] = useState<PlayerTimeline | null>(() => savedTimeline());
  const [online, setOnline] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [nowPlaying, setNowPlaying] = useState<NowPlaying | null>(null);
  const audio = useRef<{ engine: PlayerEngine; context: AudioContext } | null>(null);
  const timelineRef = useRef(timeline);
  const fetchedAt = useRef(0);
  const callbacks = useRef({ onRejected, onEvent });
  callbacks.current = { onRejected, onEvent };

  /** A failed call: a rejected token signs out; no answer means offline (playback goes on). */
  const failed = useCallback((error: unknown) => {
    if (error instanceof TokenRejected) callbacks.current.onRejected();
    else if (error instanceof Unreachable) setOnline(false);
  }, []);

  const prefetch = useCallback(() => {
    const until = now() + PREFETCH_MS;
    const urls = (timelineRef.current?.entries ?? [])
      .filter((entry) => entry.url !== null && Date.parse(entry.startsAt) < until)
      .filter((entry) => Date.parse(entry.startsAt) + entry.durationMs > now())
      .map((entry) => entry.url as string);
    return prefetchAudio(api, urls);
  }, [api, now]);

  const fetchTimeline = useCallback(async () => {
    fetchedAt.current = Date.now();
    try {
      const fresh = await api.timeline();
      setOnline(true);
      saveTimeline(fresh);
      timelineRef.current = fresh;
      setTimeline(fresh);
      audio.current?.engine.setEntries(fresh.entries);
      await prefetch();
      await pruneAudio(fresh.entries.flatMap((entry) => (entry.url ? [entry.url] : [])));
    } catch (error) {
      failed(error);
    }
  }, [api, failed, prefetch]);

  // The timeline: now, then every 10 minutes or when it nears its end; the audio of the next minutes.
  useEffect(() => {
    void fetchTimeline();
    const timer = setInterval(() => {
      const to = timelineRef.current ? Date.parse(timelineRef.current.to) : 0;
      if (Date.now() - fetchedAt.current >= REFETCH_MS || to - now() < NEAR_END_MS) void fetchTimeline();
      else void prefetch();
    }, HOUSEKEEPING_MS);
    return () => clearInterval(timer);
  }, [fetchTimeline, prefetch, now]);

  // The heartbeat, also while stopped (the admin sees the device online); its answer sets the clock.
  useEffect(() => {
    let sending = false;
    const beat = async () => {
      if (sending) return;
      sending = true;
      const engine = audio.current?.engine;
      const pending = [...savedPlayed(), ...(engine?.takePlayed() ?? [])];
      savePlayed(pending);
      const sent = pending.slice(0, HEARTBEAT_MAX_PLAYED);
      const current = engine?.nowPlaying();
      const playingNow = current ? { kind: current.kind, title: current.title, startedAt: current.startedAt } : null;
      const before = Date.now();
      try {
        const answer = await api.heartbeat({ playing: playingNow, played: sent });
        const after = Date.now();
        offset.current = Date.parse(answer.serverTime) - (before + after) / 2;
        savePlayed(savedPlayed().slice(sent.length));
        setOnline(true);
      } catch (error) {
        failed(error);
      } finally {
        sending = false;
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [api, failed]);

  // "Play now" commands, while playing only (a stopped player must not swallow them).
  useEffect(() => {
    if (!playing) return;
    let asking = false;
    const poll = async () => {
      if (asking) return;
      asking = true;
      try {
        const commands = await api.commands(savedCommandCursor());
        for (const command of commands) {
          audio.current?.engine.interrupt(command.entry);
          saveCommandCursor(Math.max(savedCommandCursor(), command.id));
        }
        setOnline(true);
      } catch (error) {
        failed(error);
      } finally {
        asking = false;
      }
    };
    const timer = setInterval(() => void poll(), COMMAND_POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [api, failed, playing]);

  // What plays, for the screen (the engine's events say when it changes; the progress bar reads the clock).
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setNowPlaying(audio.current?.engine.nowPlaying() ?? null), 500);
    return () => clearInterval(timer);
  }, [playing]);

  const start = useCallback(() => {
    // Created and resumed inside the click: browsers let audio start only from a user gesture.
    const context = audio.current?.context ?? new AudioContext();
    void context.resume();
    const engine = new PlayerEngine({ context, now, load: (url) => loadAudio(api, url), speak });
    engine.on((event) => {
      callbacks.current.onEvent(event);
      if (event.type === 'start' || event.type === 'end') setNowPlaying(engine.nowPlaying());
    });
    engine.setEntries(timelineRef.current?.entries ?? []);
    audio.current = { engine, context };
    engine.start();
    setPlaying(true);
  }, [api, now]);

  const stop = useCallback(() => {
    const current = audio.current;
    if (!current) return;
    current.engine.stop();
    savePlayed([...savedPlayed(), ...current.engine.takePlayed()]);
    setPlaying(false);
    setNowPlaying(null);
  }, []);

  // Leaving the screen (sign-out, a rejected token) stops the sound and lets the audio device go.
  useEffect(
    () => () => {
      const current = audio.current;
      if (!current) return;
      // Signed out or refused: the log goes with the token (the saved copies are forgotten too).
      current.engine.stop();
      void current.context.close();
      audio.current = null;
    },
    [],
  );

  return { timeline, online, playing, nowPlaying, now, start, stop };
}
