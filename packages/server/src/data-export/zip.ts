/**
 * The few parts of the ZIP format (PKWARE APPNOTE 6.3) a data export needs, like storage/tar.ts for backups:
 * deflated files with UTF-8 names, a central directory, no ZIP64 (an export is megabytes, not gigabytes).
 * Compression is node:zlib's, on libuv's thread pool: a user with tens of thousands of audit entries makes an
 * export of some 30 MB before compression, which a JavaScript deflater (fflate, 1.4 s for that) would compress on
 * the event loop, stalling every request of the process meanwhile; zlib takes 0.2 s beside it.
 */
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

const deflate = promisify(deflateRaw);

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const UTF8_NAMES = 0x0800;
const DEFLATED = 8;
const VERSION = 20;

/** MS-DOS date and time (2-second steps, no zone: written in UTC). */
function dosTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

export async function zipFiles(entries: readonly ZipEntry[], modified: Date): Promise<Buffer> {
  const { time, date } = dosTime(modified);
  const compressed = await Promise.all(entries.map((entry) => deflate(entry.bytes, { level: 6 })));
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const data = compressed[index] as Buffer;
    const crc = crc32(entry.bytes);
    // The fields a local header and a central one share, from "version needed" to the name's length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(VERSION, 0);
    common.writeUInt16LE(UTF8_NAMES, 2);
    common.writeUInt16LE(DEFLATED, 4);
    common.writeUInt16LE(time, 6);
    common.writeUInt16LE(date, 8);
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(entry.bytes.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // no extra field
    const local = Buffer.concat([u32(0x04034b50), common, name, data]);
    // Central: made-by version, the shared fields, comment length, disk, internal and external attributes, offset.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(VERSION), common, tail, name]));
    locals.push(local);
    offset += local.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value, 0);
  return buffer;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value, 0);
  return buffer;
}
