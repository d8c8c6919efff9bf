/**
 * A real, tiny WAV for the audio stories: 8 s of a 220 Hz tone with a slow swell, 8 kHz, 8-bit mono (64 KB),
 * written byte by byte so the browser decodes and plays an actual file (no recording shipped in the repository).
 */
const RATE = 8000;

export const STORY_WAV_SECONDS = 8;

/** A real 8 kHz 8-bit mono WAV of `seconds` as a blob URL: sample `i` is `level(i, rate)` in -1..1. */
export function wavUrlOf(seconds: number, level: (index: number, rate: number) => number): string {
  const samples = Math.round(RATE * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) bytes[44 + i] = Math.round(128 + 127 * level(i, RATE));
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
}

export function storyWavUrl(): string {
  return wavUrlOf(STORY_WAV_SECONDS, (i, rate) => {
    const swell = 0.2 + 0.6 * Math.abs(Math.sin((Math.PI * i) / rate / 2));
    return 0.78 * swell * Math.sin((2 * Math.PI * 220 * i) / rate);
  });
}

/** The same swell as peaks, one per 50 ms (what the upload would have computed). */
export const storyWavPeaks: number[] = Array.from(
  { length: STORY_WAV_SECONDS * 20 },
  (_, i) => Math.round((0.2 + 0.6 * Math.abs(Math.sin((Math.PI * i) / 20 / 2))) * 0.78 * 1000) / 1000,
);
