/**
 * The in-store player's Web Audio engine: it follows a timeline of tracks and announcements on a given clock.
 * Each entry's audio is decoded a few entries ahead and handed to an AudioBufferSourceNode a moment before its
 * start (so a slow tick never delays the sound); tracks crossfade by gain ramps, announcements duck the music
 * and restore it after, and `interrupt` plays a "play now" announcement at the next whole second. Joining late
 * starts an entry at the right offset. Events report what happened; the played log feeds the heartbeat.
 */
import { entriesToPrepare, inStartOrder, nextWholeSecond, offsetAt, startMs } from './plan';
import type { EngineEntry, EngineEvent, NowPlaying, PlayedRecord, PlayerEngineOptions } from './types';

/** How often the engine looks at the clock. */
const TICK_MS = 100;
/** Entries starting within this are handed to Web Audio now (more than a tick late is never late). */
const SCHEDULE_AHEAD_MS = 1500;
/** Decoded ahead: a few entries within the next minutes. */
const PREPARE_COUNT = 4;
const PREPARE_HORIZON_MS = 10 * 60_000;
/** Decoded buffers kept (the story and a short playlist reuse theirs). */
const BUFFER_LIMIT = 8;
/** A file that failed to load is tried again after this. */
const RETRY_MS = 15_000;
/** The lead a late entry starts with, so its first samples are not cut. */
const LEAD_MS = 50;
const DUCK_SECONDS = 0.3;
const RESTORE_SECONDS = 0.5;
/** An announcement without its own duckTo. */
const DEFAULT_DUCK = 0.2;

type Source = PlayedRecord['source'];

/** One entry handed to audio. */
interface Voice {
  entry: EngineEntry;
  source: Source;
  node: AudioBufferSourceNode | null;
  gain: GainNode | null;
  /** Epoch ms it starts and ends playing (a late join starts later and plays less). */
  startAt: number;
  endAt: number;
  ctxStart: number;
  ctxEnd: number;
  started: boolean;
  ended: boolean;
  interrupted: boolean;
}

export class PlayerEngine {
  private readonly options: PlayerEngineOptions;
  private entries: EngineEntry[] = [];
  /** "Play now" announcements waiting for their second. */
  private urgent: EngineEntry[] = [];
  private readonly voices = new Map<string, Voice>();
  /** Entries played, skipped or cancelled: a refetch of the same plan does not play them again. */
  private readonly done = new Set<string>();
  private readonly buffers = new Map<string, Promise<AudioBuffer>>();
  private readonly ready = new Map<string, AudioBuffer>();
  private readonly failed = new Map<string, number>();
  private readonly listeners = new Set<(event: EngineEvent) => void>();
  private played: PlayedRecord[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly music: GainNode;
  private readonly voiceOut: GainNode;

  constructor(options: PlayerEngineOptions) {
    this.options = options;
    const { context } = options;
    this.music = context.createGain();
    this.music.connect(context.destination);
    this.voiceOut = context.createGain();
    this.voiceOut.connect(context.destination);
  }

  get running(): boolean {
    return this.timer !== null;
  }

  /** Listens to the engine's events; returns the unsubscribe. */
  on(listener: (event: EngineEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Replaces the timeline (a refetch): what plays goes on; what was scheduled and is gone is cancelled. */
  setEntries(entries: readonly EngineEntry[]) {
    this.entries = inStartOrder(entries);
    const ids = new Set(entries.map((entry) => entry.id));
    for (const voice of [...this.voices.values()]) {
      if (voice.source === 'schedule' && !voice.started && !ids.has(voice.entry.id)) this.cancel(voice);
    }
    if (this.running) this.tick();
  }

  /** Follows the timeline (call after the AudioContext runs: browsers need a gesture first). */
  start() {
    if (this.timer !== null) return;
    const at = this.options.context.currentTime;
    this.music.gain.cancelScheduledValues(at);
    this.music.gain.setValueAtTime(1, at);
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.tick();
  }

  /** Stops everything; what was playing is logged as interrupted. */
  stop() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.urgent = [];
    for (const voice of [...this.voices.values()]) {
      if (voice.started) this.cut(voice);
      else this.cancel(voice);
    }
  }

  /** Plays an announcement now, at the next whole second, over the music (ducked) and any scheduled announcement. */
  interrupt(entry: EngineEntry) {
    const nowMs = this.options.now();
    this.emit({ type: 'interrupt', entryId: entry.id, kind: entry.kind, at: nowMs });
    for (const voice of [...this.voices.values()]) {
      if (voice.entry.kind === 'announcement' && voice.source === 'schedule' && voice.started) this.cut(voice);
    }
    const at = new Date(nextWholeSecond(nowMs)).toISOString();
    this.done.delete(entry.id);
    this.urgent.push({ ...entry, kind: 'announcement', startsAt: at });
    if (entry.url) void this.buffer(entry.url);
    if (this.running) this.tick();
  }

  /** What plays now: an announcement over the music, else the latest track. */
  nowPlaying(): NowPlaying | null {
    const playing = [...this.voices.values()].filter((voice) => voice.started && !voice.ended);
    const voice =
      playing.find((candidate) => candidate.entry.kind === 'announcement') ??
      playing.sort((a, b) => b.startAt - a.startAt)[0];
    if (!voice) return null;
    const { entry } = voice;
    const startedAt = new Date(voice.startAt).toISOString();
    return { entryId: entry.id, kind: entry.kind, title: entry.title, startedAt, endsAt: voice.endAt };
  }

  /** The played log since the last call (the caller keeps it until a heartbeat is accepted). */
  takePlayed(): PlayedRecord[] {
    const taken = this.played;
    this.played = [];
    return taken;
  }

  // ---------------------------------------------------------------- the clock's tick

  private tick() {
    const nowMs = this.options.now();
    const waiting = this.entries.filter((entry) => !this.done.has(entry.id) && !this.voices.has(entry.id));
    const prepared = [...this.urgent, ...entriesToPrepare(waiting, nowMs, PREPARE_COUNT, PREPARE_HORIZON_MS)];
    for (const entry of prepared) if (entry.url) void this.buffer(entry.url);
    this.evict(prepared);

    for (const entry of [...this.urgent]) {
      if (startMs(entry) > nowMs + SCHEDULE_AHEAD_MS) continue;
      if (this.schedule(entry, 'now', nowMs)) this.urgent = this.urgent.filter((other) => other !== entry);
    }
    for (const entry of waiting) {
      if (startMs(entry) > nowMs + SCHEDULE_AHEAD_MS) break;
      this.schedule(entry, 'schedule', nowMs);
    }

    const current = this.options.context.currentTime;
    const due = [...this.voices.values()].filter((voice) => !voice.started && voice.ctxStart <= current);
    for (const voice of due.sort((a, b) => a.startAt - b.startAt)) this.begin(voice);
  }

  /** Hands an entry to audio; false while its audio is not decoded yet (tried again next tick). */
  private schedule(entry: EngineEntry, source: Source, nowMs: number): boolean {
    const playFrom = Math.max(startMs(entry), nowMs + LEAD_MS);
    // A "play now" announcement always plays whole; a scheduled entry joined late plays from its offset.
    const offset = source === 'now' ? 0 : offsetAt(entry, playFrom);
    if (offset === null) {
      this.done.add(entry.id);
      return true;
    }
    let buffer: AudioBuffer | null = null;
    if (entry.url !== null) {
      buffer = this.ready.get(entry.url) ?? null;
      if (!buffer) {
        if (!this.failed.has(entry.url)) return false;
        this.skip(entry, nowMs);
        return true;
      }
    } else if (!entry.speech || !this.options.speak) {
      this.skip(entry, nowMs);
      return true;
    }
    const { context } = this.options;
    const remaining = entry.durationMs / 1000 - offset;
    const ctxStart = context.currentTime + (playFrom - nowMs) / 1000;
    const voice: Voice = {
      entry,
      source,
      node: null,
      gain: null,
      startAt: playFrom,
      endAt: playFrom + remaining * 1000,
      ctxStart,
      ctxEnd: ctxStart + remaining,
      started: false,
      ended: false,
      interrupted: false,
    };
    if (buffer) this.connect(voice, buffer, offset);
    if (entry.kind === 'announcement') this.duck(voice);
    this.voices.set(entry.id, voice);
    return true;
  }

  /** The source node and its own gain (a track's crossfade), started and stopped on the audio clock. */
  private connect(voice: Voice, buffer: AudioBuffer, offset: number) {
    const { context } = this.options;
    const node = context.createBufferSource();
    node.buffer = buffer;
    const gain = context.createGain();
    node.connect(gain);
    gain.connect(voice.entry.kind === 'track' ? this.music : this.voiceOut);
    const fade = voice.entry.kind === 'track' ? (voice.entry.crossfadeSeconds ?? 0) : 0;
    if (fade > offset) {
      gain.gain.setValueAtTime(offset / fade, voice.ctxStart);
      gain.gain.linearRampToValueAtTime(1, voice.ctxStart + fade - offset);
      this.fadeOutBefore(voice, fade - offset);
    }
    node.onended = () => this.finish(voice, false);
    node.start(voice.ctxStart, offset);
    node.stop(voice.ctxEnd);
    voice.node = node;
    voice.gain = gain;
  }

  /** The track a crossfading track overlaps fades out over the same seconds. */
  private fadeOutBefore(next: Voice, seconds: number) {
    for (const voice of this.voices.values()) {
      if (voice.entry.kind !== 'track' || !voice.gain || voice.ctxEnd <= next.ctxStart) continue;
      const param = voice.gain.gain;
      param.setValueAtTime(1, next.ctxStart);
      param.linearRampToValueAtTime(0, Math.min(voice.ctxEnd, next.ctxStart + seconds));
    }
  }

  /** The music ramps down to the announcement's level as it starts. */
  private duck(voice: Voice) {
    const { context } = this.options;
    const param = this.music.gain;
    const from = Math.max(context.currentTime, voice.ctxStart - DUCK_SECONDS);
    param.cancelScheduledValues(from);
    param.setValueAtTime(param.value, from);
    param.linearRampToValueAtTime(voice.entry.duckTo ?? DEFAULT_DUCK, Math.max(from, voice.ctxStart));
  }

  /** Back to full volume once no announcement plays or waits to start. */
  private restoreIfQuiet(nowMs: number, after: Voice) {
    const pending = [...this.voices.values()].some((voice) => voice.entry.kind === 'announcement' && !voice.ended);
    if (pending) return;
    const { context } = this.options;
    const param = this.music.gain;
    const at = context.currentTime;
    param.cancelScheduledValues(at);
    param.setValueAtTime(param.value, at);
    param.linearRampToValueAtTime(1, at + RESTORE_SECONDS);
    if (after.started)
      this.emit({ type: 'restore', entryId: after.entry.id, kind: after.entry.kind, at: nowMs, gain: 1 });
  }

  private begin(voice: Voice) {
    voice.started = true;
    const { entry } = voice;
    if (entry.kind === 'announcement') {
      this.emit({
        type: 'duck',
        entryId: entry.id,
        kind: entry.kind,
        at: voice.startAt,
        gain: entry.duckTo ?? DEFAULT_DUCK,
      });
    }
    this.emit({ type: 'start', entryId: entry.id, kind: entry.kind, at: voice.startAt });
    if (voice.node === null && entry.speech && this.options.speak) {
      this.options.speak(entry.speech).then(
        () => this.finish(voice, false),
        () => {
          this.emit({ type: 'error', entryId: entry.id, kind: entry.kind, at: this.options.now() });
          this.finish(voice, false);
        },
      );
    }
  }

  /** Stops a voice that plays (a "play now" announcement, a stop): logged as interrupted. */
  private cut(voice: Voice) {
    voice.interrupted = true;
    if (voice.node) voice.node.stop();
    this.finish(voice, true);
  }

  /** Drops a voice that has not started (the timeline changed, the player stopped): nothing is logged. */
  private cancel(voice: Voice) {
    voice.ended = true;
    this.voices.delete(voice.entry.id);
    if (voice.node) {
      voice.node.onended = null;
      voice.node.stop();
      voice.gain?.disconnect();
    }
    if (voice.entry.kind === 'announcement') this.restoreIfQuiet(this.options.now(), voice);
  }

  private finish(voice: Voice, interrupted: boolean) {
    if (voice.ended) return;
    // A tick late under load: the sound did start, say so before it ends.
    if (!voice.started) this.begin(voice);
    voice.ended = true;
    this.voices.delete(voice.entry.id);
    this.done.add(voice.entry.id);
    voice.gain?.disconnect();
    const nowMs = this.options.now();
    const { entry } = voice;
    this.emit({ type: 'end', entryId: entry.id, kind: entry.kind, at: nowMs });
    this.played.push({
      entryId: entry.id,
      kind: entry.kind,
      title: entry.title,
      materialId: entry.materialId,
      textTemplateId: entry.textTemplateId,
      startedAt: new Date(voice.startAt).toISOString(),
      durationMs: Math.max(0, Math.round(Math.min(nowMs, voice.endAt) - voice.startAt)),
      interrupted: interrupted || voice.interrupted,
      source: voice.source,
    });
    if (entry.kind === 'announcement') this.restoreIfQuiet(nowMs, voice);
  }

  /** An entry whose audio could not be had: reported and passed over. */
  private skip(entry: EngineEntry, nowMs: number) {
    this.done.add(entry.id);
    this.emit({ type: 'error', entryId: entry.id, kind: entry.kind, at: nowMs });
  }

  // ---------------------------------------------------------------- audio files

  private buffer(url: string): Promise<AudioBuffer | null> {
    const retryAt = this.failed.get(url);
    if (retryAt !== undefined && retryAt > this.options.now()) return Promise.resolve(null);
    let pending = this.buffers.get(url);
    if (!pending) {
      this.failed.delete(url);
      pending = this.options.load(url).then((bytes) => this.options.context.decodeAudioData(bytes));
      this.buffers.set(url, pending);
      pending.then(
        (decoded) => this.ready.set(url, decoded),
        () => {
          this.buffers.delete(url);
          this.failed.set(url, this.options.now() + RETRY_MS);
        },
      );
    }
    return pending.catch(() => null);
  }

  /** Forgets the oldest decoded audio beyond the limit that nothing playing or coming needs. */
  private evict(prepared: EngineEntry[]) {
    if (this.buffers.size <= BUFFER_LIMIT) return;
    const needed = new Set<string>();
    for (const entry of prepared) if (entry.url) needed.add(entry.url);
    for (const voice of this.voices.values()) if (voice.entry.url) needed.add(voice.entry.url);
    for (const url of this.buffers.keys()) {
      if (this.buffers.size <= BUFFER_LIMIT) break;
      if (needed.has(url)) continue;
      this.buffers.delete(url);
      this.ready.delete(url);
    }
  }

  private emit(event: EngineEvent) {
    for (const listener of this.listeners) listener(event);
  }
}
