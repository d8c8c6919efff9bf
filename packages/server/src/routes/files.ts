/**
 * Serving stored files: GET /behind/files/:id answers a material's bytes (product pictures are materials).
 * Being moved to the file store (storage/) with Range, ETag and Cache-Control: private (issue 17).
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import { files } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';

export const fileServeRoutes = new Hono<AppEnv>();

fileServeRoutes.get('/files/:id', needs('product:read'), async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(files)
    .where(eq(files.id, idParam(c)));
  if (!row) throw notFound();
  c.header('Content-Type', row.mime);
  c.header('Content-Length', String(row.bytes.length));
  // Never kept by the browser: an image fetched with one session must not outlive it (sign-out, another user).
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(row.bytes), 200);
});
