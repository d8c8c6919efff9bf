/**
 * Speech synthesis on the server with espeak-ng (a Debian package, run as a separate program: no shell, the
 * text as one argument after `--`, a time limit). Whether it is installed is asked once per engine (`--version`)
 * and remembered. The engine in use is a module setting so a test can swap in a missing binary or count renders.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TextLanguage, VoiceSettings } from '@soundboard/contract';

/** What is spoken, and how. */
export interface SpeechSettings extends VoiceSettings {
  language: TextLanguage;
  text: string;
}

export interface SpeechEngine {
  /** The engine's name and version ("eSpeak NG 1.51"), or null when it is not installed. */
  version(): Promise<string | null>;
  /** The text spoken to a WAV file's bytes. Throws when the program fails. */
  render(settings: SpeechSettings): Promise<Uint8Array>;
}

export const SPEECH_MIME = 'audio/wav';
const TIMEOUT_MS = 10_000;
const VOICES: Record<TextLanguage, string> = { 'zh-CN': 'cmn', 'en-US': 'en-us' };

function run(binary: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: TIMEOUT_MS, maxBuffer: 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}

/** espeak-ng's arguments: speed in words per minute (175 is its own), pitch 0..99, amplitude 0..200. */
export function espeakArguments(settings: SpeechSettings, file: string): string[] {
  const speed = Math.round((175 * settings.rate) / 100);
  const pitch = Math.min(99, Math.max(0, Math.round(settings.pitch)));
  const amplitude = Math.min(200, Math.max(0, Math.round(settings.volume * 2)));
  return [
    '-v',
    VOICES[settings.language],
    '-s',
    String(speed),
    '-p',
    String(pitch),
    '-a',
    String(amplitude),
    '-w',
    file,
    '--',
    settings.text,
  ];
}

export function espeakEngine(binary = 'espeak-ng'): SpeechEngine {
  let installed: Promise<string | null> | undefined;
  return {
    version() {
      installed ??= run(binary, ['--version']).then(
        // "eSpeak NG text-to-speech: 1.51  Data at: …" → "eSpeak NG 1.51"
        (out) => {
          const match = /^(.*?)\s*text-to-speech:\s*(\S+)/.exec(out.trim());
          return match ? `${match[1]} ${match[2]}` : out.trim().split('\n')[0] || binary;
        },
        () => null,
      );
      return installed;
    },
    async render(settings) {
      const folder = await mkdtemp(join(tmpdir(), 'speech-'));
      try {
        const file = join(folder, 'speech.wav');
        await run(binary, espeakArguments(settings, file));
        return new Uint8Array(await readFile(file));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

let current: SpeechEngine = espeakEngine();

/** The engine the server renders with. */
export const speechEngine = (): SpeechEngine => current;

/** Replaces the engine (tests); answers a function that puts the previous one back. */
export function useSpeechEngine(engine: SpeechEngine): () => void {
  const previous = current;
  current = engine;
  return () => {
    current = previous;
  };
}

/** Milliseconds of a PCM WAV file from its header (fmt's byte rate, data's size); null when it is not one. */
export function wavDurationMs(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 16 <= bytes.length) byteRate = view.getUint32(offset + 16, true);
    if (id === 'data') {
      if (!byteRate) return null;
      // A streamed header may say more than there is: count what is there.
      const present = Math.min(size, bytes.length - offset - 8);
      return Math.round((present / byteRate) * 1000);
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
