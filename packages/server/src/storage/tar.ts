/**
 * The few parts of the tar format (POSIX ustar) a backup needs: regular files with short names, written and read
 * as streams, so a file store of any size passes through without being held in memory. `tar tf` lists a backup.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const field = (text: string, at: number, length: number) => block.write(text, at, length, 'utf8');
  const octal = (value: number, at: number, length: number) =>
    field(`${value.toString(8).padStart(length - 1, '0')}\0`, at, length);
  field(name, 0, 100);
  octal(0o600, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  field('        ', 148, 8); // the checksum counts its own field as spaces
  field('0', 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

async function write(out: Writable, chunk: Uint8Array) {
  if (!out.write(chunk)) await once(out, 'drain');
}

export interface TarSource {
  name: string;
  size: number;
  body: Readable | Uint8Array;
}

/** Writes each entry in turn, then the end-of-archive blocks; `out` is left open for the caller to end. */
export async function writeTar(out: Writable, entries: AsyncIterable<TarSource>, mtime = new Date()) {
  for await (const entry of entries) {
    await write(out, header(entry.name, entry.size, mtime));
    let written = 0;
    const chunks = entry.body instanceof Uint8Array ? [entry.body] : entry.body;
    for await (const chunk of chunks) {
      written += (chunk as Uint8Array).length;
      await write(out, chunk as Uint8Array);
    }
    if (written !== entry.size) throw new Error(`${entry.name} changed size while being archived`);
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding > 0) await write(out, Buffer.alloc(padding));
  }
  await write(out, Buffer.alloc(BLOCK * 2));
}

/** Reads exactly n bytes at a time from a stream of chunks. */
class Chunks {
  private buffered = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async take(n: number): Promise<Buffer | null> {
    while (this.buffered.length < n) {
      const next = await this.source.next();
      if (next.done) return null;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const taken = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return taken;
  }
}

const PIECE = 256 * 1024;

/**
 * Calls `onEntry` for every regular file with its name, size and its bytes as an async iterable of pieces (read
 * them before returning: what is left is skipped). Throws on a damaged header or a cut-off archive.
 */
export async function readTar(
  input: Readable,
  onEntry: (name: string, size: number, body: AsyncIterable<Buffer>) => Promise<void>,
) {
  const chunks = new Chunks(input[Symbol.asyncIterator]());
  for (;;) {
    const block = await chunks.take(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    const text = (at: number, length: number) => block.toString('utf8', at, at + length).replace(/\0.*$/s, '');
    let sum = 0;
    for (const [index, byte] of block.entries()) sum += index >= 148 && index < 156 ? 32 : byte;
    if (Number.parseInt(text(148, 8).trim(), 8) !== sum) throw new Error('damaged tar header');
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    const type = text(156, 1);
    let left = size;
    async function* body() {
      while (left > 0) {
        const piece = await chunks.take(Math.min(left, PIECE));
        if (!piece) throw new Error('tar archive ends inside an entry');
        left -= piece.length;
        yield Buffer.from(piece);
      }
    }
    // Not a regular file: skipped. Whatever the callback left unread is skipped too.
    if (type === '0' || type === '') await onEntry(text(0, 100), size, body());
    for await (const _ of body());
    await chunks.take((BLOCK - (size % BLOCK)) % BLOCK);
  }
}
