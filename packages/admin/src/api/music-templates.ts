/**
 * What the music-template editor reads beside the resource itself (the framework's /behind/music-templates):
 * each track's audio material (name, duration, waveform peaks — only the library's detail carries the peaks)
 * and each announcement rule's text template (name, language, status). A playlist names the same few records
 * again and again, so each is asked for once per page load; a failed answer is forgotten (asked again next time).
 */
import { textTemplate } from '@soundboard/contract';
import { apiFor } from '../resource/api';
import { materialDetail } from './materials';

export interface TrackMaterial {
  id: number;
  name: string;
  /** Seconds; 0 when the library has none. */
  duration: number;
  peaks: readonly number[];
  kind: string;
}

export interface RuleTemplate {
  id: number;
  name: string;
  language: string;
  status: string;
}

/** At most this many detail requests at once: a 200-track playlist must not open 200 connections. */
const PARALLEL = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function cached<T>(load: (id: number) => Promise<T>) {
  const answers = new Map<number, Promise<T>>();
  return (id: number): Promise<T> => {
    let answer = answers.get(id);
    if (!answer) {
      answer = limited(() => load(id));
      answers.set(id, answer);
      answer.catch(() => answers.delete(id));
    }
    return answer;
  };
}

export const trackMaterial = cached(async (id): Promise<TrackMaterial> => {
  const material = await materialDetail(id);
  return {
    id,
    name: material.name,
    duration: material.duration ?? 0,
    peaks: material.peaks ?? [],
    kind: material.kind,
  };
});

export const ruleTemplate = cached(async (id): Promise<RuleTemplate> => {
  const record = await apiFor(textTemplate).get(id);
  return { id, name: String(record.name), language: String(record.language), status: String(record.status) };
});
