import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pngBytes, type Rgb } from './generate';

/** Every pixel of a PNG as another decoder reads it. */
function decoded(bytes: Buffer): { width: number; height: number; pixels: Rgb[] } {
  const image = PNG.sync.read(bytes);
  const pixels: Rgb[] = [];
  for (let at = 0; at < image.data.length; at += 4) {
    pixels.push([image.data[at] ?? -1, image.data[at + 1] ?? -1, image.data[at + 2] ?? -1]);
  }
  return { width: image.width, height: image.height, pixels };
}

describe('pictures drawn in code', () => {
  it('are PNGs another decoder reads pixel for pixel, wrapping differences below zero included', () => {
    // Rows that grow darker and brighter, so the stored differences from the row above go both ways.
    const paint = (x: number, y: number): Rgb => [(x * 37 + y * 91) % 256, (255 - y * 40) & 0xff, (x * y) % 256];
    const image = decoded(pngBytes(7, 5, paint));
    expect([image.width, image.height]).toEqual([7, 5]);
    const expected: Rgb[] = [];
    for (let y = 0; y < 5; y++) for (let x = 0; x < 7; x++) expected.push(paint(x, y));
    expect(image.pixels).toEqual(expected);
  });

  it('keep a smooth picture small: a 960 × 540 gradient deflates to a few kilobytes', () => {
    const bytes = pngBytes(960, 540, (x, y) => [Math.round((x + y) / 6) % 256, 80, Math.round(y / 3)]);
    expect(decoded(bytes).pixels[960 * 539 + 959]).toEqual([250, 80, 180]);
    expect(bytes.length).toBeLessThan(40_000);
  });
});
