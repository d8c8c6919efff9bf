/**
 * The product form's image upload (IMAGE_UPLOAD_PATH), kept until the form uses the material picker: the image
 * becomes a material through the library's own ingest (judged by its bytes, the configured image limit, the same
 * content answered with the material already there), and the answer keeps its old shape `{ id, url }`.
 */
import { IMAGE_UPLOAD_PATH, materialFileUrl } from '@soundboard/contract';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { readUpload } from '../media/ingest';
import { storeUpload } from '../media/material-upload';

export const fileRoutes = new Hono<AppEnv>();

fileRoutes.post(IMAGE_UPLOAD_PATH, needs('product:write'), async (c) => {
  const { material } = await storeUpload(c, await readUpload(c, { imageOnly: true }));
  return ok(c, { id: material.id, url: materialFileUrl(material.id) });
});
