/**
 * The decoration API beyond the generic resource routes of homeTemplate (resources/defs/home-template.ts).
 * Reading needs content:read; saving a draft, copying and restoring need content:write; publishing and
 * setting the active template need content:publish.
 *   GET  /home-templates/:id/draft               → TemplateDraft
 *   PUT  /home-templates/:id/draft               { document, draftVersion } → TemplateDraft (409 when another
 *                                                 save came first; 422 with issues' paths for a bad document)
 *   POST /home-templates/:id/publish             { draftVersion } → TemplateVersionSummary (the new version)
 *   GET  /home-templates/:id/versions            → TemplateVersionSummary[] (newest first)
 *   GET  /home-templates/:id/versions/:number    → TemplateVersion
 *   POST /home-templates/:id/versions/:number/restore → TemplateDraft (the version's document as the draft)
 *   POST /home-templates/:id/activate            → null (refused when never published)
 *   POST /home-templates/:id/copy                { name } → the new template's record (its draft copied)
 *   POST /home-templates/:id/preview-link        → PreviewLink (signed, read-only, expires)
 *   POST /home-templates/resolve                 { document } → ResolvedDocument (the editor's preview)
 * Fitment has the same draft / publish / versions / restore routes under FITMENT_PATH (one global record).
 */

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
  /** The version this one was restored from, if it was a restore that got published. */
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
