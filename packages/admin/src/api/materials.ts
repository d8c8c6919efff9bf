/**
 * The media library through the app's one client (contract media/materials.ts says the paths and shapes).
 * Uploads go through the client's XMLHttpRequest upload (progress), with the browser-computed `meta` JSON and an
 * optional thumbnail beside the file; bytes and thumbnails are fetched as blobs (they need the admin token).
 */
import {
  CATEGORIES_PATH,
  type CategoryNode,
  type CategoryTree,
  MATERIALS_PATH,
  type Material,
  type MaterialDetail,
  type MaterialEdit,
  type MaterialKind,
  type MaterialLimits,
  type MaterialPage,
  type MaterialUploaded,
  type MaterialUploadMeta,
  type MaterialVisibility,
} from '@soundboard/contract';
import { request, upload } from './http';

/** `categoryId`: a node's id, or 'none' for the unfiled materials; absent for all. */
export interface MaterialQuery {
  q?: string;
  kind?: MaterialKind;
  categoryId?: number | 'none';
  tag?: string;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  unused?: boolean;
  /** Only materials of this visibility (a field shown on public pages asks for public ones). */
  visibility?: MaterialVisibility;
  page: number;
  pageSize: number;
  sort?: string;
}

/** Only the filters that are set travel (the server refuses empty values). */
export function materialParams(query: MaterialQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    params[key] = value === true ? '1' : String(value);
  }
  return params;
}

export const listMaterials = (query: MaterialQuery) =>
  request<MaterialPage>({ url: MATERIALS_PATH, params: materialParams(query) });

export const materialDetail = (id: number) => request<MaterialDetail>({ url: `${MATERIALS_PATH}/${id}` });

export const listTags = () => request<string[]>({ url: `${MATERIALS_PATH}/tags` });

/** Each kind's size limit in bytes (material:read; the configuration itself needs config:read). */
export const materialLimits = () => request<MaterialLimits>({ url: `${MATERIALS_PATH}/limits` });

export const listCategories = (tree: CategoryTree) => request<CategoryNode[]>({ url: `${CATEGORIES_PATH}/${tree}` });

export const editMaterial = (id: number, edit: MaterialEdit) =>
  request<Material>({ method: 'PUT', url: `${MATERIALS_PATH}/${id}`, data: edit });

export const deleteMaterial = (id: number) => request<null>({ method: 'DELETE', url: `${MATERIALS_PATH}/${id}` });

export const bulkMove = (ids: number[], categoryId: number | null) =>
  request<null>({ method: 'POST', url: `${MATERIALS_PATH}/bulk-move`, data: { ids, categoryId } });

export const bulkDelete = (ids: number[]) =>
  request<null>({ method: 'POST', url: `${MATERIALS_PATH}/bulk-delete`, data: { ids } });

export interface UploadParts {
  meta: MaterialUploadMeta;
  thumbnail?: Blob | undefined;
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

function fields({ meta, thumbnail }: UploadParts): Record<string, string | Blob> {
  return { meta: JSON.stringify(meta), ...(thumbnail ? { thumbnail } : {}) };
}

export const uploadMaterial = (file: File, parts: UploadParts) =>
  upload<MaterialUploaded>(MATERIALS_PATH, file, { ...parts, fields: fields(parts) });

/** New content for the same material (same kind): its id, usages and category stay. */
export const replaceMaterial = (id: number, file: File, parts: UploadParts) =>
  upload<Material>(`${MATERIALS_PATH}/${id}/replace`, file, { ...parts, fields: fields(parts) });
