/**
 * The media tests' files: the head of each accepted format (what sniffing and the size readers look at), an
 * EXE, SVGs clean and dirty, and helpers to upload them. `tail` makes otherwise equal files differ (dedupe is by
 * content). Test support only.
 */
import type { Harness } from '../test/harness';
import { pngBytes, wavTone } from './generate';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];

export const SAMPLES = {
  png: (tail = '') =>
    bytes(
      pngBytes(3, 2, (x) => [x * 80, 10, 200]),
      tail,
    ),
  jpeg: (tail = '') =>
    bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0, 16],
      'JFIF\0',
      [1, 1, 0, 0, 1, 0, 1, 0, 0],
      [0xff, 0xc0, 0, 17, 8],
      u16be(480),
      u16be(640),
      [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      [0xff, 0xd9],
      tail,
    ),
  gif: (tail = '') => bytes('GIF89a', u16le(33), u16le(44), [0, 0, 0], [0x3b], tail),
  webp: (tail = '') =>
    bytes('RIFF', [30, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0], u24le(799), u24le(599), tail),
  svg: (tail = '') =>
    bytes(
      `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60"><rect width="120" height="60" fill="#0a0"/><use href="#a"/></svg><!--${tail}-->`,
    ),
  mp3: (tail = '') => bytes('ID3', [4, 0, 0, 0, 0, 0, 0], tail),
  mp3Frame: (tail = '') => bytes([0xff, 0xfb, 0x90, 0x64], new Array(100).fill(0), tail),
  m4a: (tail = '') => bytes([0, 0, 0, 24], 'ftypM4A ', [0, 0, 0, 0], 'isomM4A ', tail),
  aac: (tail = '') => bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc], tail),
  ogg: (tail = '') => bytes('OggS', [0, 2], new Array(20).fill(0), tail),
  wav: (tail = '') => bytes(wavTone(0.05, 440, 10).bytes, tail),
  flac: (tail = '') => bytes('fLaC', [0, 0, 0, 34], tail),
  mp4: (tail = '') => bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2', tail),
  webm: (tail = '') => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84], 'webm', tail),
  pdf: (tail = '') => bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', tail, '\n%%EOF'),
};

export const EXE = bytes(
  'MZ',
  [0x90, 0, 3, 0, 0, 0, 4, 0],
  new Array(50).fill(0),
  'This program cannot be run in DOS mode',
);

export const DIRTY_SVGS = {
  script: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  handler: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
  javascriptUrl: '<svg xmlns="http://www.w3.org/2000/svg"><a href="java&#115;cript:alert(1)"><rect/></a></svg>',
  foreignObject: '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>hi</p></foreignObject></svg>',
  externalHref: '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/x.png"/></svg>',
  externalXlink:
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="other.svg#a"/></svg>',
  entity: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
  cssUrl: '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://example.com/p)"/></svg>',
};

export function uploadForm(
  content: Uint8Array,
  name: string,
  parts: { meta?: unknown; thumbnail?: Uint8Array; type?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(content)], { type: parts.type ?? 'application/octet-stream' }), name);
  if (parts.meta !== undefined) form.append('meta', JSON.stringify(parts.meta));
  if (parts.thumbnail) form.append('thumbnail', new Blob([Uint8Array.from(parts.thumbnail)]), 'thumb.png');
  return form;
}

/** POSTs an upload to the library; answers the harness's call result. */
export function upload(
  h: Harness,
  token: string,
  content: Uint8Array,
  name: string,
  parts: Parameters<typeof uploadForm>[2] & { locale?: string } = {},
) {
  return h.call('POST', '/behind/materials', {
    token,
    body: uploadForm(content, name, parts),
    headers: { 'arco-locale': parts.locale ?? 'en-US' },
  });
}
