/**
 * Short real WAV files for the engine's story: a tone of a given pitch and length, 8 kHz 8-bit mono, with short
 * fades so the joins do not click (written byte by byte like media/story-wav.ts: no recording in the repository).
 */
const RATE = 8000;

export function toneWavUrl(seconds: number, hertz: number): string {
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
  const edge = RATE * 0.02;
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / edge, (samples - i) / edge);
    bytes[44 + i] = Math.round(128 + 90 * envelope * Math.sin((2 * Math.PI * hertz * i) / RATE));
  }
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
}
