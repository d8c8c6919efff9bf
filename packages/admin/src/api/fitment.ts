/**
 * The fitment endpoints (contract decoration/templates.ts, FITMENT_PATH): the storefront's one global look as a
 * draft (saved with its draftVersion), publishing it, its versions and restoring one into the draft.
 */
import {
  FITMENT_PATH,
  type FitmentDocument,
  type FitmentDraft,
  type FitmentVersion,
  type TemplateVersionSummary,
} from '@soundboard/contract';
import { request } from './http';

export const fitmentApi = {
  draft: () => request<FitmentDraft>({ url: `${FITMENT_PATH}/draft` }),
  /** Rejects with VersionConflict (409) when another save came first, with issues' paths (422) for a bad document. */
  saveDraft: (document: FitmentDocument, draftVersion: number) =>
    request<FitmentDraft>({ method: 'PUT', url: `${FITMENT_PATH}/draft`, data: { document, draftVersion } }),
  publish: (draftVersion: number) =>
    request<TemplateVersionSummary>({ method: 'POST', url: `${FITMENT_PATH}/publish`, data: { draftVersion } }),
  /** Newest first. */
  versions: () => request<TemplateVersionSummary[]>({ url: `${FITMENT_PATH}/versions` }),
  version: (number: number) => request<FitmentVersion>({ url: `${FITMENT_PATH}/versions/${number}` }),
  /** The version's document becomes the draft. */
  restore: (number: number) =>
    request<FitmentDraft>({ method: 'POST', url: `${FITMENT_PATH}/versions/${number}/restore` }),
};
