/** A real WAV for the tests to upload: a sine tone, 16-bit mono PCM at 8 kHz. */

export interface ToneOptions {
  hertz?: number;
  /** Swell from silence over the whole tone (a waveform that is not flat); otherwise 20 ms fades at both ends. */
  rampIn?: boolean;
}

export function toneWav(seconds: number, { hertz = 440, rampIn = false }: ToneOptions = {}): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const edge = rate * 0.02;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const envelope = rampIn ? (i / samples) * 1.5 : Math.min(1, i / edge, (samples - i) / edge);
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hertz * i) / rate) * envelope * 20_000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
