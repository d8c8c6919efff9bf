/** The data export's ZIP writer, read back by an independent reader (fflate) and checked field by field. */
import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipFiles } from './zip';

const entries = [
  { name: 'README.txt', bytes: Buffer.from('说明 / notes\r\n'.repeat(200), 'utf8') },
  { name: '数据/profile.json', bytes: Buffer.from('{"nickname":"李娜"}\n', 'utf8') },
  { name: 'empty.csv', bytes: new Uint8Array(0) },
];

describe('zipFiles', () => {
  it('writes deflated entries that a ZIP reader opens to the same bytes', async () => {
    const zip = await zipFiles(entries, new Date('2026-11-29T10:20:30Z'));
    const read = unzipSync(zip);
    expect(Object.keys(read)).toEqual(entries.map((entry) => entry.name));
    for (const entry of entries) expect(Buffer.from(read[entry.name] as Uint8Array).equals(entry.bytes)).toBe(true);
    expect(zip.length).toBeLessThan(entries[0]?.bytes.length ?? 0); // compressed
  });

  it('records each entry’s CRC-32, sizes, UTF-8 name flag and time in its central directory entry', async () => {
    const zip = await zipFiles(entries, new Date('2026-11-29T10:20:30Z'));
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    expect(zip.readUInt16LE(end + 10)).toBe(entries.length);
    let at = zip.readUInt32LE(end + 16);
    for (const entry of entries) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      expect(zip.readUInt16LE(at + 8)).toBe(0x0800); // names in UTF-8
      expect(zip.readUInt16LE(at + 12)).toBe((10 << 11) | (20 << 5) | 15); // 10:20:30 UTC
      expect(zip.readUInt16LE(at + 14)).toBe(((2026 - 1980) << 9) | (11 << 5) | 29);
      expect(zip.readUInt32LE(at + 16)).toBe(crc32(entry.bytes));
      expect(zip.readUInt32LE(at + 24)).toBe(entry.bytes.length);
      const nameLength = zip.readUInt16LE(at + 28);
      expect(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')).toBe(entry.name);
      at += 46 + nameLength;
    }
  });
});
