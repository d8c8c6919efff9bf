/**
 * What anonymous readers may be served (GET /storefront/files/:id and its thumbnail, GET /public/files/:id): a
 * public material's stored bytes, whatever else the route checks (shown on the storefront, a valid signature, published content).
 * An internal or restricted one answers exactly like an unknown id.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { materials } from '../db/schema';
import { isPublicMaterial } from './visibility';

/** The public material's stored file (for serveStored), or null: no such material, or not public. */
export async function publicStoredFile(db: Db, id: number) {
  const [row] = await db
    .select({ hash: materials.hash, mime: materials.mime, size: materials.size, thumbHash: materials.thumbHash })
    .from(materials)
    .where(and(eq(materials.id, id), isPublicMaterial));
  return row ?? null;
}
