/**
 * An image's width and height read from its header (PNG IHDR, GIF screen, JPEG start-of-frame, WebP VP8/VP8L/
 * VP8X, SVG attributes or viewBox): no decoding, no image library. Null when the header does not say.
 */
import { svgSize } from './svg';

export interface Size {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 65536 + u16be(b, at + 2);

function jpegSize(b: Uint8Array): Size | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0-7, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    // Start of frame (not DHT C4, JPG C8, DAC CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): Size | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ' && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0] = b.subarray(21, 25);
    return { width: 1 + (((b2 & 0x3f) << 8) | b1), height: 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)) };
  }
  if (chunk === 'VP8X' && b.length >= 30) return { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

export function imageSize(bytes: Uint8Array, mime: string): Size | null {
  let size: Size | null = null;
  if (mime === 'image/png' && bytes.length >= 24) size = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  else if (mime === 'image/gif' && bytes.length >= 10) size = { width: u16le(bytes, 6), height: u16le(bytes, 8) };
  else if (mime === 'image/jpeg') size = jpegSize(bytes);
  else if (mime === 'image/webp') size = webpSize(bytes);
  else if (mime === 'image/svg+xml') size = svgSize(bytes);
  // The columns are 32-bit integers; a header claiming more (or nothing) gives no size.
  const fits = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
  return size && fits(size.width) && fits(size.height) ? size : null;
}
