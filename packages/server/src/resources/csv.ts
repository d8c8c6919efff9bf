/**
 * CSV for spreadsheets: RFC 4180 quoting, CRLF rows, a UTF-8 byte-order mark first (without it Excel reads
 * Chinese headers as mojibake), and cells that would start a formula (= + - @) neutralised with a quote.
 * Values are shown as people read them: labels for enums and references, yuan for money, local times.
 */
import type { FieldDef } from '@soundboard/contract';

export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** fen -> '1234.50' (no grouping: spreadsheets read it as a number). */
export function moneyText(minorUnits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The zone a CSV's times are written in when the caller names none (the company trades in China). */
export const CSV_TIME_ZONE = 'Asia/Shanghai';

/** Whether Intl knows `zone` (a caller's `tz` is free text). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone, made on first use: a time cell cost 80 µs when each made its own, 7 µs with this, and
 * an export writes one in every row. At most one per IANA zone.
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in `timeZone`: every CSV's time cells (resources, ledger, playouts). */
export function csvTime(value: Date | string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(
    timeFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export interface CellContext {
  timeZone: string;
  /** Translated enum label, or the raw value when there is none. */
  enumLabel: (field: string, value: string) => string;
  yes: string;
  no: string;
  /** The reference's label (see refs.ts), or ''. */
  refLabel: (field: string, id: number) => string;
  /** A dictionary value's label in the export's language, or the code when it has none (dictionary-fields.ts). */
  dictionaryLabel: (field: string, code: string) => string;
  /** A region path's names joined by '/' (see region-names.ts). */
  regionText: (codes: readonly string[]) => string;
}

export function cellText(name: string, field: FieldDef, value: unknown, context: CellContext): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'money':
      return moneyText(Number(value));
    case 'enum':
      return context.enumLabel(name, String(value));
    case 'enumList':
      return (value as string[]).map((item) => context.enumLabel(name, item)).join('; ');
    case 'region':
      return context.regionText(value as string[]);
    case 'dictionary':
      return context.dictionaryLabel(name, String(value));
    case 'boolean':
      return value ? context.yes : context.no;
    case 'reference':
    case 'category':
      return context.refLabel(name, Number(value)) || String(value);
    case 'datetime':
      return csvTime(value as Date | string, context.timeZone);
    case 'images':
    case 'textList':
      return (value as unknown[]).join('; ');
    default:
      return String(value);
  }
}
