/**
 * Avatar upload (multipart, PNG/JPEG/WebP judged by magic bytes, at most 1 MiB) into the file store (the row keeps
 * its hash), and served back from there (storage/serve.ts: ETag, Cache-Control: private). Rows from before the
 * store still hold their bytes until start-up moves them (storage/move-blobs.ts). Serving needs a session like
 * every other route: the admin fetches it with its admin-token header.
 */
import { API_BASE, AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH, ResultCode } from '@soundboard/contract';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { changeAuth } from '../auth/session-cache';
import { avatars, users } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';
import { removeUnnamed } from '../media/blobs';
import { sha256 } from '../storage/directory-store';
import { serveStored } from '../storage/serve';

export { AVATAR_MAX_BYTES, AVATAR_UPLOAD_PATH };

export function avatarUrl(avatarId: number | null): string {
  return avatarId === null ? '' : `${API_BASE}/user/avatar/${avatarId}`;
}

export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export const avatarRoutes = new Hono<AppEnv>();

avatarRoutes.post(AVATAR_UPLOAD_PATH, needs('profile:write'), async (c) => {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new ApiError(ResultCode.UnsupportedMediaType);
  const form = await c.req.parseBody().catch(() => {
    throw new ApiError(ResultCode.ValidationFailed, 'avatar.missing', { issues: [] });
  });
  const keys = Object.keys(form);
  const file = form.file;
  if (keys.length !== 1 || !(file instanceof File)) {
    throw new ApiError(ResultCode.ValidationFailed, 'avatar.missing', { issues: [] });
  }
  if (file.size > AVATAR_MAX_BYTES) throw new ApiError(ResultCode.PayloadTooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw new ApiError(ResultCode.UnsupportedMediaType, 'avatar.type');

  const userId = c.var.user.userId;
  // Stored before the row: a blob nobody names is harmless, a row naming no blob is not.
  const hash = await c.var.deps.files.put(bytes);
  let replacedHash: string | null = null;
  const avatarId = await changeAuth(c, async (tx, changed) => {
    const [before] = await tx.select({ avatarId: users.avatarId }).from(users).where(eq(users.id, userId));
    const [row] = await tx.insert(avatars).values({ userId, mime, hash }).returning({ id: avatars.id });
    if (!row) throw new Error('avatar insert returned nothing');
    await tx
      .update(users)
      .set({ avatarId: row.id, updatedAt: c.var.deps.now(), updatedBy: userId })
      .where(eq(users.id, userId));
    if (before?.avatarId) {
      const [replaced] = await tx
        .delete(avatars)
        .where(eq(avatars.id, before.avatarId))
        .returning({ hash: avatars.hash });
      replacedHash = replaced?.hash ?? null;
    }
    await changed({ user: userId });
    await audit(tx, c, {
      action: 'update',
      entity: 'user.avatar',
      entityId: userId,
      before,
      after: { avatarId: row.id, mime, size: bytes.length, hash },
    });
    return row.id;
  });
  // After the commit: the replaced picture's bytes go unless another row (an avatar, a material) names them.
  await removeUnnamed(c.var.deps, [replacedHash]);
  return ok(c, { avatar: avatarUrl(avatarId) });
});

avatarRoutes.get('/user/avatar/:id', needs('user:lookup'), async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(avatars)
    .where(eq(avatars.id, idParam(c)));
  if (!row) throw notFound();
  if (row.hash) return serveStored(c, { hash: row.hash, mime: row.mime });
  if (!row.bytes) throw notFound();
  // Not moved yet: served from the row with the same headers (its hash is worked out here).
  return serveStored(c, { hash: sha256(row.bytes), mime: row.mime, size: row.bytes.length, bytes: row.bytes });
});
