/**
 * Between an article record and the editor's form: the values, the input the API takes (one JSON text of it is
 * what "unsaved" compares), the slug the user has not touched yet.
 */
import { article } from '@soundboard/contract';
import type { ResourceRecord } from '../../resource/api';
import { type FormValues, initialValues, toInput } from '../../resource/record-values';

export function articleValues(record: ResourceRecord | null): FormValues {
  return initialValues(article, record);
}

export function articleInput(values: FormValues): Record<string, unknown> {
  return toInput(article, values);
}

/** What is compared to tell saved from unsaved. */
export function snapshotOf(values: FormValues): string {
  return JSON.stringify(articleInput(values));
}

/** A new article with nothing typed yet is not saved (no empty drafts from opening the page). */
export function isBlank(values: FormValues): boolean {
  return !String(values.title ?? '').trim() && !String(values.body ?? '').trim();
}

/**
 * After a save: the record as the server keeps it (a slug it generated, the byline it filled in, line ids) replaces
 * the fields the user has not changed since the save started; the body stays the editor's own HTML (replacing it
 * would move the caret). `saved` is what later changes are compared with.
 */
export function settle(
  sent: FormValues,
  now: FormValues,
  record: ResourceRecord,
): { values: FormValues; saved: string } {
  const server = articleValues(record);
  const values: FormValues = { ...now };
  for (const name of Object.keys(server)) {
    if (name !== 'body' && JSON.stringify(now[name]) === JSON.stringify(sent[name])) values[name] = server[name];
  }
  return { values, saved: snapshotOf({ ...server, body: sent.body }) };
}
