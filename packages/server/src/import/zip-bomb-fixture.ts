/**
 * Tests only: hostile XLSX files written byte by byte, since no ZIP library writes a lie. A zip bomb is a sheet
 * part whose XML is a long run of one byte (spaces between the rows, still a valid sheet) deflated at level 9,
 * about 1000:1; the central directory declares its true size or, for the lying kind, a small one.
 */
import { once } from 'node:events';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { SHEET_HEAD, SHEET_PATH, SHEET_TAIL, sheetRowsXml, workbookParts } from './xlsx-fixture';

export interface RawEntry {
  name: string;
  /** Deflated bytes. */
  data: Uint8Array;
  /** The uncompressed size the headers declare (true or not). */
  declaredSize: number;
}

const MiB = 1024 * 1024;

/** A sheet of the given rows with `padding` MiB of spaces in the middle, deflated as it is written. */
export async function paddedSheet(rows: (string | number)[][], padding: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  deflate.write(`${SHEET_HEAD}${sheetRowsXml(rows.slice(0, 1))}`);
  const spaces = Buffer.alloc(MiB, 0x20);
  for (let written = 0; written < padding; written++) {
    if (!deflate.write(spaces)) await once(deflate, 'drain');
  }
  deflate.end(`${sheetRowsXml(rows).slice(sheetRowsXml(rows.slice(0, 1)).length)}${SHEET_TAIL}`);
  await ended;
  return Buffer.concat(chunks);
}

/** The byte length of a padded sheet's XML, what an honest header declares. */
export function paddedSheetSize(rows: (string | number)[][], padding: number): number {
  return Buffer.byteLength(`${SHEET_HEAD}${sheetRowsXml(rows)}${SHEET_TAIL}`) + padding * MiB;
}

/** A ZIP of deflated entries with the sizes they declare (CRCs left 0: the import does not check them). */
export function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** A one-sheet workbook whose sheet part is the entry given; the other parts are honest. */
export function xlsxWithSheet(sheet: Omit<RawEntry, 'name'>, extra: RawEntry[] = []): Uint8Array {
  const parts = Object.entries(workbookParts(''))
    .filter(([name]) => name !== SHEET_PATH)
    .map(([name, text]) => ({ name, data: deflateRawSync(text), declaredSize: Buffer.byteLength(text) }));
  return rawZip([...parts, { name: SHEET_PATH, ...sheet }, ...extra]);
}
