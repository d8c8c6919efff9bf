/**
 * Removing a blob from the file store once nothing names it. Called after the transaction that stopped naming it
 * has committed (a rolled-back delete must still find its bytes); a blob whose removal fails stays as an orphan,
 * which is harmless (the store is content-addressed) and logged.
 */
import { eq, or } from 'drizzle-orm';
import { avatars, materials } from '../db/schema';
import type { AppDeps } from '../http/env';

async function isNamed(deps: AppDeps, hash: string): Promise<boolean> {
  const [material] = await deps.db
    .select({ id: materials.id })
    .from(materials)
    .where(or(eq(materials.hash, hash), eq(materials.thumbHash, hash)))
    .limit(1);
  if (material) return true;
  const [avatar] = await deps.db.select({ id: avatars.id }).from(avatars).where(eq(avatars.hash, hash)).limit(1);
  return avatar !== undefined;
}

export async function removeUnnamed(deps: AppDeps, hashes: readonly (string | null | undefined)[]): Promise<void> {
  for (const hash of new Set(hashes)) {
    if (!hash) continue;
    try {
      if (!(await isNamed(deps, hash))) await deps.files.remove(hash);
    } catch (error) {
      deps.log('warn', 'file store: could not remove an unused blob', { hash, error: String(error) });
    }
  }
}
