/**
 * The XML parts of an XLSX (a ZIP archive), unpacked under hard limits so a zip bomb is refused instead of
 * filling memory. The central directory is read first: too many entries, or declared sizes adding up past the
 * cap, refuse the file before anything is inflated. Each part is then inflated with its output capped at the size
 * it declared: a part whose data inflates past its declared size (a lying header) is refused as soon as the
 * output passes it. Plain JS: it runs in the import's worker thread (parse-worker.mjs), which Node starts as is.
 */
import { inflateRawSync } from 'node:zlib';

/**
 * At most this many entries: a workbook has a dozen parts (a few more per sheet, image or comment); thousands
 * of entries only serve to make the reader work.
 */
export const XLSX_MAX_ENTRIES = 1000;

/**
 * At most this many bytes unpacked, all entries together: 5000 rows of a dozen columns (IMPORT_MAX_ROWS) unpack
 * to about 5 MB of sheet XML, so 32 MiB leaves room for wide text, styles and a few other sheets while the
 * worker's heap (parse-file.ts) stays far from its limit.
 */
export const XLSX_MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** Why an archive is refused: `unpacked` (past a limit above) or `unreadable` (not a ZIP this reader reads). */
export class ZipRefusal extends Error {
  /** @param {'unpacked' | 'unreadable'} kind */
  constructor(kind) {
    super(kind);
    this.kind = kind;
  }
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** A 32-bit size or offset of all ones means the real one is in a ZIP64 record, which a 5 MiB file never needs. */
const ZIP64_MARK = 0xffffffff;

const unreadable = () => new ZipRefusal('unreadable');

/** The end-of-central-directory record: searched from the end, over at most a maximal comment. */
function endOfDirectory(view) {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === END_OF_DIRECTORY) {
      return { count: view.getUint16(offset + 10, true), start: view.getUint32(offset + 16, true) };
    }
  }
  throw unreadable();
}

/** The central directory's entries, counted and their declared sizes added up before any is inflated. */
function directory(bytes, view) {
  const { count, start } = endOfDirectory(view);
  if (count > XLSX_MAX_ENTRIES) throw new ZipRefusal('unpacked');
  const entries = [];
  let declaredTotal = 0;
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = view.getUint16(offset + 28, true);
    const entry = {
      encrypted: (view.getUint16(offset + 8, true) & 1) === 1,
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      size: view.getUint32(offset + 24, true),
      localOffset: view.getUint32(offset + 42, true),
      name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    };
    if ([entry.compressedSize, entry.size, entry.localOffset].includes(ZIP64_MARK)) throw unreadable();
    declaredTotal += entry.size;
    if (declaredTotal > XLSX_MAX_UNPACKED_BYTES) throw new ZipRefusal('unpacked');
    entries.push(entry);
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
}

/** An entry's bytes, never more than it declared: inflating stops as soon as the output passes that size. */
function inflate(bytes, view, entry) {
  const local = entry.localOffset;
  if (entry.encrypted || local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) {
    throw unreadable();
  }
  const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  let output;
  if (entry.method === STORED) output = data;
  else if (entry.method === DEFLATED) {
    try {
      // maxOutputLength must be at least 1; an empty part that inflates to a byte is caught by the check below.
      output = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch (error) {
      throw error?.code === 'ERR_BUFFER_TOO_LARGE' ? new ZipRefusal('unpacked') : unreadable();
    }
  } else throw unreadable();
  if (output.byteLength > entry.size) throw new ZipRefusal('unpacked');
  if (output.byteLength < entry.size) throw unreadable();
  return output;
}

/**
 * The XML parts of an XLSX by path (what read-excel-file reads: `.xml` and `.xml.rels`), each as bytes.
 * @param {Uint8Array} bytes
 * @returns {Record<string, Uint8Array>}
 */
export function xlsxParts(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = {};
  for (const entry of directory(bytes, view)) {
    if (entry.name.endsWith('.xml') || entry.name.endsWith('.xml.rels'))
      parts[entry.name] = inflate(bytes, view, entry);
  }
  return parts;
}
