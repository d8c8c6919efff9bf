/**
 * The decoration API beyond the generic resource routes of homeTemplate (resources/defs/home-template.ts).
 * Reading needs content:read; saving a draft, copying and restoring need content:write; publishing and
 * setting the active template need content:publish.
 *   GET  /home-templates/:id/draft               → TemplateDraft
 *   PUT  /home-templates/:id/draft               { document, draftVersion } → TemplateDraft (409 when another
 *                                                 save came first; 422 with issues' paths, each under
 *                                                 `document.`, for a bad document or a missing reference)
 *   POST /home-templates/:id/publish             { draftVersion, note? } → TemplateVersionSummary (the new
 *                                                 version; 409 when the draft changed since draftVersion)
 *   GET  /home-templates/:id/versions            → TemplateVersionSummary[] (newest first)
 *   GET  /home-templates/:id/versions/:number    → TemplateVersion
 *   POST /home-templates/:id/versions/:number/restore → TemplateDraft (the version's document as the draft)
 *   POST /home-templates/:id/activate            → null (409 decoration.neverPublished when never published)
 *   POST /home-templates/:id/copy                { name } → the new template's record (its draft copied;
 *                                                 422 on `name` when taken)
 *   POST /home-templates/:id/preview-link        → PreviewLink (signed, read-only, expires)
 *   POST /home-templates/resolve                 { document } → ResolvedDocument (the editor's preview)
 * Fitment has the same draft / publish / versions / restore routes under FITMENT_PATH (one global record).
 */

import * as v from 'valibot';
import { homeTemplate } from '../resources/defs/home-template';
import type { HomeDocument } from './document';
import type { FitmentDocument } from './fitment';

export const HOME_TEMPLATES_PATH = '/home-templates';
export const FITMENT_PATH = '/fitment';

/** How long a signed preview link works. */
export const PREVIEW_LINK_MINUTES = 60;

export interface TemplateDraft {
  document: HomeDocument;
  /** Bumped by every save: a save names the version it edited (lost-update check). */
  draftVersion: number;
  savedAt: string;
  savedBy: string | null;
  unpublishedChanges: boolean;
}

export interface TemplateVersionSummary {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  /** What the publisher wrote about this version ('' when nothing). */
  note: string;
}

export interface TemplateVersion extends TemplateVersionSummary {
  document: HomeDocument;
}

export interface FitmentDraft {
  document: FitmentDocument;
  draftVersion: number;
  savedAt: string;
  savedBy: string | null;
  unpublishedChanges: boolean;
}

export interface FitmentVersion extends TemplateVersionSummary {
  document: FitmentDocument;
}

export interface PreviewLink {
  /** Absolute path on this server: /storefront/?preview=<token>. */
  url: string;
  token: string;
  expiresAt: string;
}

export const VERSION_NOTE_MAX = 200;

const draftVersion = v.pipe(
  v.number('validation.type'),
  v.integer('validation.type'),
  v.minValue(1, 'validation.tooSmall'),
);

/** PUT …/draft: the document is checked on its own (validateDocument, validateFitment) for paths under it. */
export const draftSaveSchema = v.strictObject({ document: v.unknown(), draftVersion });

/** POST …/publish: publishes the draft the caller saw. */
export const publishSchema = v.strictObject({
  draftVersion,
  note: v.optional(v.pipe(v.string('validation.type'), v.maxLength(VERSION_NOTE_MAX, 'validation.tooLong')), ''),
});

/** POST /home-templates/:id/copy: the copy's name, as the record's name field takes it. */
export const templateCopySchema = v.strictObject({
  name: v.pipe(
    v.string('validation.type'),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(homeTemplate.fields.name.max, 'validation.tooLong'),
  ),
});
