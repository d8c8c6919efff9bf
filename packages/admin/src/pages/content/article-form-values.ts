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
