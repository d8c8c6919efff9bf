/**
 * What a file is, judged by its first bytes (never by its name or the type the browser declared): the magic
 * numbers of the formats the library accepts (contract MATERIAL_MIMES). Small enough to write out here; a
 * general library (file-type) would bring hundreds of formats we refuse anyway.
 */
import { kindOfMime, type MaterialKind } from '@soundboard/contract';
import { looksLikeSvg } from './svg';

export interface Sniffed {
  mime: string;
  kind: MaterialKind;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** ISO-BMFF brands that are not MP4 audio or video (HEIF/AVIF stills, QuickTime, camera raw). */
const NOT_MP4 = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'qt  ', 'crx ']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);

/** ftyp box: brand `M4A ` and kin → audio, an MP4 video brand → video, anything else refused. */
function isoMedia(bytes: Uint8Array): string | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 4);
  if (AUDIO_BRANDS.has(brand)) return 'audio/mp4';
  return NOT_MP4.has(brand) ? null : 'video/mp4';
}

/** MPEG audio: an ID3 tag, or a frame header (11 sync bits, a real layer, a usable bitrate and rate). */
function mpegAudio(bytes: Uint8Array): string | null {
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  const [b0 = 0, b1 = 0, b2 = 0] = bytes;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const layer = (b1 >> 1) & 3;
  // Layer bits 00 with MPEG-4/2 version bits: an ADTS AAC frame header.
  if (layer === 0) return (b1 & 0xf6) === 0xf0 ? 'audio/aac' : null;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 3;
  return bitrate !== 0xf && rate !== 3 && ((b1 >> 3) & 3) !== 1 ? 'audio/mpeg' : null;
}

function mimeOf(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = ascii(bytes, 0, 4);
  if (head === 'GIF8' && (ascii(bytes, 4, 2) === '7a' || ascii(bytes, 4, 2) === '9a')) return 'image/gif';
  if (head === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  if (head === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'audio/wav';
  if (head === 'OggS') return 'audio/ogg';
  if (head === 'fLaC') return 'audio/flac';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  // Matroska's EBML header; only its WebM flavour (the DocType says which, within the first bytes).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(bytes, 0, 64).includes('webm') ? 'video/webm' : null;
  return isoMedia(bytes) ?? mpegAudio(bytes) ?? (looksLikeSvg(bytes) ? 'image/svg+xml' : null);
}

/** The accepted type and kind of these bytes, or null (refused: an EXE renamed .png ends here). */
export function sniff(bytes: Uint8Array): Sniffed | null {
  const mime = mimeOf(bytes);
  const kind = mime ? kindOfMime(mime) : undefined;
  return mime && kind ? { mime, kind } : null;
}
