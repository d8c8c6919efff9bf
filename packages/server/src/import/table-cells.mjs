/**
 * An uploaded table as text cells: XLSX (its first sheet; recognised by the ZIP signature) or CSV in UTF-8, with
 * or without a BOM, or in GB18030 (what Excel in China saves as "CSV": bytes that are not valid UTF-8 are read
 * as GB18030, a superset of GBK). Empty rows are dropped; every row is as wide as the header row. Plain JS: it
 * runs in the import's worker thread (parse-worker.mjs); parse-file.ts is the server's side.
 */
import Papa from 'papaparse';
import { xlsxParts, ZipRefusal } from './xlsx-entries.mjs';
import { firstSheetRows, RowLimitReached } from './xlsx-sheet.mjs';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes) {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** UTF-8 when the bytes are valid UTF-8, else GB18030; the BOM dropped either way. */
function decodeText(bytes) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('gb18030').decode(bytes);
  }
  // A NUL never occurs in a text table: the bytes are some other file (an image, a PDF).
  if (text.includes('\0')) throw new Error('not text');
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** A spreadsheet cell as text: days as YYYY-MM-DD (dates come back at UTC midnight), numbers as written. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

/** The header row plus at most `maxRows` data rows; RowLimitReached past them. */
async function xlsxCells(bytes, maxRows) {
  const sheet = await firstSheetRows(xlsxParts(bytes), maxRows + 1);
  return sheet.map((row) => row.map(cellText));
}

function csvCells(bytes) {
  const parsed = Papa.parse(decodeText(bytes), { skipEmptyLines: 'greedy' });
  // A quote left open is the only error that leaves the rows unusable; ragged rows are evened out below.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Error('unbalanced quotes');
  return parsed.data;
}

/**
 * The header row and the data rows (cells trimmed) as `{ table }`, or why not as `{ refusal }`: `unreadable`,
 * `unpacked` (an XLSX past the unpacking limits) or `tooManyRows` (an XLSX read no further than
 * `maxRows`; a CSV, at most 5 MiB, is read whole so its row count can be told).
 * @param {Uint8Array} bytes
 * @param {number} maxRows
 */
export async function tableCells(bytes, maxRows) {
  let cells;
  try {
    cells = isZip(bytes) ? await xlsxCells(bytes, maxRows) : csvCells(bytes);
  } catch (error) {
    if (error instanceof RowLimitReached) return { refusal: 'tooManyRows' };
    if (error instanceof ZipRefusal && error.kind === 'unpacked') return { refusal: 'unpacked' };
    return { refusal: 'unreadable' };
  }
  const trimmed = cells.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
  const [header = [], ...rows] = trimmed;
  const width = header.length;
  return {
    table: { columns: header, rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '')) },
  };
}
