/** Test fixtures of the storefront's ad routes (./ads.ts), shared by the ads suites. */
import { materials } from '../db/schema';
import { pngBytes } from '../media/generate';
import type { Harness } from '../test/harness';
import { storefrontAdRoutes } from './ads';

/** The storefront router mounts the ad routes (./router.ts); mounted on the suite's app too while it does not. */
export function mountAdRoutes(h: Harness): void {
  if (!h.app.routes.some((route) => route.path === '/behind/storefront/ads'))
    h.app.route('/behind', storefrontAdRoutes);
}

/** A 4 × 4 PNG in the library with its bytes in the file store (the seed stores no files here); answers its id. */
export async function storedAdPicture(h: Harness): Promise<number> {
  const bytes = pngBytes(4, 4, () => [10, 200, 30]);
  const [row] = await h.database.db
    .insert(materials)
    .values({
      kind: 'image',
      mime: 'image/png',
      name: 'ad.png',
      size: bytes.length,
      hash: await h.deps.files.put(bytes),
    })
    .returning({ id: materials.id });
  if (!row) throw new Error('picture insert returned nothing');
  return row.id;
}
