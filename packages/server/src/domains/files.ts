/**
 * Uploaded images (product pictures): multipart, PNG/JPEG/WebP judged by their bytes, at most
 * IMAGE_MAX_BYTES; stored in the database and served back to signed-in users who may read products.
 */
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_PATH, ResultCode } from '@soundboard/contract';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { files } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { ok } from '../http/respond';
import { sniffImage } from '../routes/avatar';

export const fileRoutes = new Hono<AppEnv>();

const fileUrl = (id: number) => `/behind/files/${id}`;

fileRoutes.post(IMAGE_UPLOAD_PATH, needs('product:write'), async (c) => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(ResultCode.UnsupportedMediaType);
  const form = await c.req.parseBody().catch(() => {
    throw new ApiError(ResultCode.ValidationFailed, 'avatar.missing', { issues: [] });
  });
  const file = form.file;
  if (Object.keys(form).length !== 1 || !(file instanceof File)) {
    throw new ApiError(ResultCode.ValidationFailed, 'avatar.missing', { issues: [] });
  }
  if (file.size > IMAGE_MAX_BYTES) throw new ApiError(ResultCode.PayloadTooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw new ApiError(ResultCode.UnsupportedMediaType, 'avatar.type');
  const userId = c.var.user.userId;
  const row = await c.var.deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(files)
      .values({ name: file.name.slice(0, 200), mime, size: bytes.length, bytes, createdBy: userId })
      .returning({ id: files.id });
    if (!created) throw new Error('file insert returned nothing');
    await audit(tx, c, { action: 'upload', entity: 'file', entityId: created.id, after: { mime, size: bytes.length } });
    return created;
  });
  return ok(c, { id: row.id, url: fileUrl(row.id) });
});
