/**
 * Short real WAV files for the engine's story: a tone of a given pitch and length with short fades, so the joins
 * do not click (media/story-wav.ts writes the file: no recording in the repository).
 */
import { wavUrlOf } from '../media/story-wav';

export function toneWavUrl(seconds: number, hertz: number): string {
  return wavUrlOf(seconds, (i, rate) => {
    const edge = rate * 0.02;
    const envelope = Math.min(1, i / edge, (rate * seconds - i) / edge);
    return 0.7 * envelope * Math.sin((2 * Math.PI * hertz * i) / rate);
  });
}
