/**
 * An uploaded table as text cells: XLSX (its first sheet; recognised by the ZIP signature) or CSV in UTF-8, with
 * or without a BOM, or in GB18030 (what Excel in China saves as "CSV": bytes that are not valid UTF-8 are read
 * as GB18030, a superset of GBK). Empty rows are dropped; every row is as wide as the header row.
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';

export interface ParsedTable {
  columns: string[];
  rows: string[][];
}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** UTF-8 when the bytes are valid UTF-8, else GB18030; the BOM dropped either way. */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
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
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}

async function xlsxCells(bytes: Uint8Array): Promise<string[][]> {
  const sheet = await readSheet(Buffer.from(bytes), 1);
  return sheet.map((row) => row.map(cellText));
}

function csvCells(bytes: Uint8Array): string[][] {
  const parsed = Papa.parse<string[]>(decodeText(bytes), { skipEmptyLines: 'greedy' });
  // A quote left open is the only error that leaves the rows unusable; ragged rows are evened out below.
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw new Error('unbalanced quotes');
  return parsed.data;
}

/** The header row and the data rows (cells trimmed); throws when the bytes are neither XLSX nor text. */
export async function parseTable(bytes: Uint8Array): Promise<ParsedTable> {
  const cells = isZip(bytes) ? await xlsxCells(bytes) : csvCells(bytes);
  const trimmed = cells.map((row) => row.map((cell) => cell.trim())).filter((row) => row.some((cell) => cell !== ''));
  const [header = [], ...rows] = trimmed;
  const width = header.length;
  return {
    columns: header,
    rows: rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '')),
  };
}
