/**
 * The home-page templates' endpoints beyond the resource framework's (contract decoration/templates.ts): the
 * draft (autosaved with its draftVersion), publishing, versions and restoring one, the active template, copies,
 * the signed preview link, and resolving a document for the editor's canvas and preview.
 */
import {
  HOME_TEMPLATES_PATH,
  type HomeDocument,
  type PreviewLink,
  type ResolvedDocument,
  type TemplateDraft,
  type TemplateVersion,
  type TemplateVersionSummary,
} from '@soundboard/contract';
import type { ResourceRecord } from '../resource/api';
import { request } from './http';

const at = (id: number) => `${HOME_TEMPLATES_PATH}/${id}`;

export const decorationApi = {
  draft: (id: number) => request<TemplateDraft>({ url: `${at(id)}/draft` }),
  /** Rejects with VersionConflict (409) when another save came first, with issues' paths (422) for a bad document. */
  saveDraft: (id: number, document: HomeDocument, draftVersion: number) =>
    request<TemplateDraft>({ method: 'PUT', url: `${at(id)}/draft`, data: { document, draftVersion } }),
  publish: (id: number, draftVersion: number) =>
    request<TemplateVersionSummary>({ method: 'POST', url: `${at(id)}/publish`, data: { draftVersion } }),
  /** Newest first. */
  versions: (id: number) => request<TemplateVersionSummary[]>({ url: `${at(id)}/versions` }),
  version: (id: number, number: number) => request<TemplateVersion>({ url: `${at(id)}/versions/${number}` }),
  /** The version's document becomes the draft. */
  restore: (id: number, number: number) =>
    request<TemplateDraft>({ method: 'POST', url: `${at(id)}/versions/${number}/restore` }),
  activate: (id: number) => request<null>({ method: 'POST', url: `${at(id)}/activate` }),
  copy: (id: number, name: string) =>
    request<ResourceRecord>({ method: 'POST', url: `${at(id)}/copy`, data: { name } }),
  previewLink: (id: number) => request<PreviewLink>({ method: 'POST', url: `${at(id)}/preview-link` }),
  /** What the document's blocks refer to, looked up (products of the grids, media URLs, stores). */
  resolve: (document: HomeDocument) =>
    request<ResolvedDocument>({
      method: 'POST',
      url: `${HOME_TEMPLATES_PATH}/resolve`,
      data: { document },
    }),
};
