/**
 * The media library's API (contract: media/materials.ts). Reading needs material:read, every change
 * material:write; a restricted material (media/visibility.ts) is, to anyone without its permission, absent from
 * the list and 404 everywhere else. Uploads are multipart (ingest.ts); everything else is JSON.
 */
import {
  MATERIAL_KINDS,
  MATERIALS_PATH,
  type MaterialDetail,
  type MaterialLimits,
  materialBulkDeleteSchema,
  materialBulkMoveSchema,
  materialEditSchema,
  materialListQuery,
} from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam, jsonBody, queryOf } from '../http/validate';
import { kindLimit, readUpload } from './ingest';
import { listMaterials, listTags } from './material-list';
import { replaceMaterial } from './material-replace';
import { readMaterial } from './material-rows';
import { storeUpload } from './material-upload';
import { deleteMaterials, editMaterial, moveMaterials } from './material-write';
import { usagesOf } from './usages';
import { mayRead } from './visibility';

export const materialRoutes = new Hono<AppEnv>();
const P = MATERIALS_PATH;

materialRoutes.get(P, needs('material:read'), async (c) =>
  ok(c, await listMaterials(c.var.deps.db, queryOf(c, materialListQuery), c.var.user.permissions)),
);

// Before `/:id`, which would take `tags` for an id.
materialRoutes.get(`${P}/tags`, needs('material:read'), async (c) => ok(c, await listTags(c.var.deps.db)));

// The size limits for the upload screen's own check (the configuration itself needs config:read). Before `/:id`.
materialRoutes.get(`${P}/limits`, needs('material:read'), async (c) => {
  const limits = await Promise.all(MATERIAL_KINDS.map(async (kind) => [kind, await kindLimit(c.var.deps, kind)]));
  return ok(c, Object.fromEntries(limits) as MaterialLimits);
});

materialRoutes.get(`${P}/:id`, needs('material:read'), async (c) => {
  const { db } = c.var.deps;
  const material = await readMaterial(db, idParam(c), true);
  // Restricted to a permission the reader lacks: as if absent.
  if (!material || !mayRead(c.var.user.permissions, material)) throw notFound();
  const usages = (await usagesOf(db, [material.id])).get(material.id) ?? [];
  const detail: MaterialDetail = { ...material, usages };
  return ok(c, detail);
});

materialRoutes.post(P, needs('material:write'), async (c) => ok(c, await storeUpload(c, await readUpload(c))));

materialRoutes.put(`${P}/:id`, needs('material:write'), async (c) => {
  const id = idParam(c);
  return ok(c, await editMaterial(c, id, await jsonBody(c, materialEditSchema)));
});

materialRoutes.post(`${P}/:id/replace`, needs('material:write'), async (c) => {
  const id = idParam(c);
  return ok(c, await replaceMaterial(c, id, await readUpload(c)));
});

materialRoutes.delete(`${P}/:id`, needs('material:write'), async (c) => {
  await deleteMaterials(c, [idParam(c)]);
  return ok(c, null);
});

materialRoutes.post(`${P}/bulk-move`, needs('material:write'), async (c) => {
  const { ids, categoryId } = await jsonBody(c, materialBulkMoveSchema);
  await moveMaterials(c, ids, categoryId);
  return ok(c, null);
});

materialRoutes.post(`${P}/bulk-delete`, needs('material:write'), async (c) => {
  const { ids } = await jsonBody(c, materialBulkDeleteSchema);
  await deleteMaterials(c, ids);
  return ok(c, null);
});
