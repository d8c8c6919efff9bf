/**
 * Serving stored files (storage/serve.ts: streamed, Range, ETag, Cache-Control: private):
 *   GET /behind/files/:id         material :id's bytes (product pictures are materials)
 *   GET /behind/files/:id/thumb   its thumbnail; an image without one answers itself, other kinds 404
 * Who may read: any signed-in staff member ('menu:read' is every staff member's self-service permission) for
 * public and internal materials. Those are company media shown across modules (a product picture on an order, a
 * banner in a template), so a module's own permission would hide pictures inside screens the user may open. A
 * restricted material (a withdrawal's payment proof) needs its own permission (media/visibility.ts); without it
 * the answer is the 404 of an unknown id, so sequential ids reveal nothing.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { needs } from '../auth/guard';
import { materials } from '../db/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { idParam } from '../http/validate';
import { serveThumbnail } from '../media/thumbnail-serve';
import { mayRead } from '../media/visibility';
import { serveStored } from '../storage/serve';

export const fileServeRoutes = new Hono<AppEnv>();

const readable = needs('menu:read');

/** The material :id with what serving needs, or 404: unknown, or restricted to a permission the caller lacks. */
async function readableMaterial(c: Context<AppEnv>) {
  const [row] = await c.var.deps.db
    .select({
      hash: materials.hash,
      mime: materials.mime,
      size: materials.size,
      thumbHash: materials.thumbHash,
      visibility: materials.visibility,
      readPermission: materials.readPermission,
    })
    .from(materials)
    .where(eq(materials.id, idParam(c)));
  if (!row || !mayRead(c.var.user.permissions, row)) throw notFound();
  return row;
}

fileServeRoutes.get('/files/:id', readable, async (c) => serveStored(c, await readableMaterial(c)));

fileServeRoutes.get('/files/:id/thumb', readable, async (c) => serveThumbnail(c, await readableMaterial(c)));
