/**
 * Small media drawn in code, for the demo library and the tests: a PNG (RGB rows deflated with zlib, no image
 * library) and a WAV tone with its waveform peaks, so the demo needs no binary files in the repository.
 */
import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export type Rgb = [number, number, number];

/** An 8-bit RGB PNG of `pixels`: width × height × 3 bytes, row after row. */
export function rgbPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const stride = width * 3;
  // Each row starts with its filter byte. 2 ("up"): each byte is stored as its difference from the byte above,
  // which a smooth picture (a gradient, a flat ground) turns into runs of zeros that deflate to almost nothing.
  const raw = Buffer.alloc(height * (1 + stride));
  for (let y = 0; y < height; y++) {
    const at = y * (1 + stride);
    raw[at] = y ? 2 : 0;
    for (let i = 0; i < stride; i++) {
      const value = pixels[y * stride + i] ?? 0;
      raw[at + 1 + i] = y ? (value - (pixels[(y - 1) * stride + i] ?? 0)) & 0xff : value;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A width × height PNG whose pixel colour `paint(x, y)` decides. */
export function pngBytes(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(paint(x, y), (y * width + x) * 3);
  return rgbPng(width, height, pixels);
}

/** A mono 16-bit WAV of samples in -1..1, and its peaks (0..1) over `bars` equal slices. */
function wavOf(values: Float64Array, bars: number, rate: number): { bytes: Buffer; peaks: number[] } {
  const samples = values.length;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round((values[i] ?? 0) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  const slice = Math.ceil(samples / bars);
  const peaks = Array.from({ length: bars }, (_, bar) => {
    let peak = 0;
    for (let i = bar * slice; i < Math.min(samples, (bar + 1) * slice); i++)
      peak = Math.max(peak, Math.abs(values[i] ?? 0));
    return Math.round(peak * 1000) / 1000;
  });
  return { bytes: Buffer.concat([header, data]), peaks };
}

/** A mono 16-bit WAV of a sine tone with a fade, and its peaks (0..1) over `bars` equal slices. */
export function wavTone(seconds: number, hz: number, bars = 100, rate = 8000): { bytes: Buffer; peaks: number[] } {
  const values = new Float64Array(Math.round(seconds * rate));
  for (let i = 0; i < values.length; i++) {
    const envelope = Math.min(1, i / (rate * 0.1)) * (1 - (i / values.length) * 0.6);
    values[i] = Math.sin((2 * Math.PI * hz * i) / rate) * envelope * 0.8;
  }
  return wavOf(values, bars, rate);
}

/**
 * A mono 16-bit WAV of a tune: `notes` (Hz; 0 is a rest) played in turn, `noteSeconds` each, round and round
 * until `seconds`, each note struck and fading (a soft octave above it) under a slow swell, so the demo songs
 * sound like music and their waveforms show peaks.
 */
export function wavMelody(
  seconds: number,
  notes: readonly number[],
  noteSeconds: number,
  bars = 120,
  rate = 8000,
): { bytes: Buffer; peaks: number[] } {
  const values = new Float64Array(Math.round(seconds * rate));
  const noteLength = Math.max(1, Math.round(noteSeconds * rate));
  for (let i = 0; i < values.length; i++) {
    const hz = notes[Math.floor(i / noteLength) % notes.length] ?? 0;
    if (hz === 0) continue;
    const t = (i % noteLength) / rate;
    const strike = Math.min(1, t / 0.02) * Math.exp(-t * 3);
    const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * i) / (rate * 8));
    const fade = Math.min(1, i / (rate * 0.5), (values.length - i) / (rate * 1.5));
    const tone = Math.sin((2 * Math.PI * hz * i) / rate) + 0.3 * Math.sin((4 * Math.PI * hz * i) / rate);
    values[i] = (tone / 1.3) * strike * swell * fade * 0.85;
  }
  return wavOf(values, bars, rate);
}
