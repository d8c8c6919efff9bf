/**
 * Importing companies and customers from CSV or XLSX (POST /behind/<resource path>/import…). The file is read
 * whole on the server: a preview (headers, first rows, a suggested mapping of columns to fields), then the
 * import with the mapping the user confirmed. Every row is checked by the resource's own rules; duplicates (by
 * the resource's import key: a company's credit code, a customer's phone) are skipped or update the existing
 * record, as the user chooses. Nothing is written unless every row passes, or the user asked to import the valid
 * rows only — either way in one transaction. The failing rows come back as a CSV to download, with reasons.
 */

export const IMPORT_DUPLICATE_MODES = ['skip', 'update'] as const;
export type ImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];

/** Most rows one import takes. */
export const IMPORT_MAX_ROWS = 5000;
/** Rows the preview shows. */
export const IMPORT_PREVIEW_ROWS = 5;

/** POST …/import/preview answers: the file's columns, its first rows, and a mapping guessed from the headers. */
export interface ImportPreview {
  columns: string[];
  rows: string[][];
  totalRows: number;
  /** field name -> column index (fields whose label or name matched a header). */
  mapping: Record<string, number>;
  /** The fields a row may set, in form order, with whether they are required. */
  fields: { name: string; required: boolean }[];
}

/** One failing row: its number in the file (1 = the first data row) and its reasons, translated. */
export interface ImportRowError {
  row: number;
  messages: string[];
}

/** POST …/import answers. */
export interface ImportResult {
  /** False when nothing was written (some row failed and `validOnly` was not asked). */
  applied: boolean;
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: ImportRowError[];
  /** The failing rows with a reason column, as CSV (with a BOM); empty when none failed. */
  errorCsv: string;
}
