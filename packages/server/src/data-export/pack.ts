/**
 * The ZIP of a data export (the job's last step): one JSON file per subject, a CSV beside each tabular one (the
 * house CSV: BOM, RFC 4180, formula-safe cells, headers in the requester's language, times in their zone), the
 * avatar image, manifest.json and README.txt (readme.ts). Large subjects are written in slices that give the
 * event loop back between them, and compressed off it (zip.ts): the job runs inside a server process.
 */
import { DATA_EXPORT_SUBJECTS, type Locale } from '@soundboard/contract';
import { BOM, csvRow, csvTime } from '../resources/csv';
import { type Column, SUBJECT_FILES } from './columns';
import { ABOUT_AVATAR, ABOUT_FILES, type ListedFile, type ReadmeInput, readme } from './readme';
import type { Json, JsonRecord, SubjectData } from './subjects';
import { type ZipEntry, zipFiles } from './zip';

export interface PackInput extends ReadmeInput {
  parts: Record<string, SubjectData>;
  locale: Locale;
  avatar: { name: string; bytes: Uint8Array } | null;
}

/** Rows written between two turns of the event loop. */
const SLICE = 2000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const YES_NO: Record<Locale, [string, string]> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'] };

function cell(column: Column, value: Json | undefined, locale: Locale, timeZone: string): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'time':
      return csvTime(String(value), timeZone);
    case 'boolean':
      return YES_NO[locale][value ? 0 : 1];
    case 'list':
      return Array.isArray(value) ? value.join('; ') : String(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

async function csvOf(columns: Column[], rows: JsonRecord[], locale: Locale, timeZone: string): Promise<Buffer> {
  const slices = [BOM + csvRow(columns.map((column) => column.label[locale]))];
  for (let start = 0; start < rows.length; start += SLICE) {
    if (start > 0) await nextTurn();
    let text = '';
    for (const row of rows.slice(start, start + SLICE)) {
      text += csvRow(columns.map((column) => cell(column, row[column.key], locale, timeZone)));
    }
    slices.push(text);
  }
  return Buffer.from(slices.join(''), 'utf8');
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

export function exportFileName(owner: ReadmeInput['owner'], now: Date): string {
  return `soundboard-data-${owner.username}-${now.toISOString().slice(0, 10).replaceAll('-', '')}.zip`;
}

export async function packExport(input: PackInput): Promise<Buffer> {
  const { locale, timeZone } = input;
  const entries: ZipEntry[] = [];
  const listed: ListedFile[] = [];
  const add = (file: Omit<ListedFile, 'description'>, description: Record<Locale, string>, bytes: Uint8Array) => {
    entries.push({ name: file.name, bytes });
    listed.push({ ...file, description });
  };
  for (const subject of DATA_EXPORT_SUBJECTS) {
    const { file, description, columns } = SUBJECT_FILES[subject];
    if (!columns) {
      const record = { ...(input.parts[subject] as JsonRecord), avatar: input.avatar?.name ?? null };
      add({ name: `${file}.json`, subject, format: 'json', rows: null }, description, json(record));
      continue;
    }
    const rows = (input.parts[subject] ?? []) as JsonRecord[];
    const counted = { subject, rows: rows.length };
    add({ name: `${file}.json`, format: 'json', ...counted }, description, json(rows));
    add({ name: `${file}.csv`, format: 'csv', ...counted }, description, await csvOf(columns, rows, locale, timeZone));
  }
  if (input.avatar) {
    add({ name: input.avatar.name, subject: 'profile', format: 'image', rows: null }, ABOUT_AVATAR, input.avatar.bytes);
  }
  listed.push(...ABOUT_FILES);
  const manifest = { exportedAt: input.now.toISOString(), user: input.owner.username, locale, timeZone, files: listed };
  entries.unshift(
    { name: 'README.txt', bytes: Buffer.from(readme(locale, input, listed), 'utf8') },
    { name: 'manifest.json', bytes: json(manifest) },
  );
  return zipFiles(entries, input.now);
}
