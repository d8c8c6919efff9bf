/**
 * A region field's value (GB/T 2260 codes: province, city, district) as names, 'Zhejiang / Hangzhou / Xihu'.
 * The tree comes from the server once (api/regions caches it); until it has, the codes stand in.
 */
import type { Region } from '@soundboard/ui/pickers/region-tree.ts';
import { useEffect, useState } from 'react';
import { loadRegions } from '../api/regions';

/** The names along `codes` in `tree`; a code the tree lacks shows as itself. */
export function regionNames(tree: Region[], codes: readonly string[]): string {
  const names: string[] = [];
  let level: Region[] | undefined = tree;
  for (const code of codes) {
    const found: Region | undefined = level?.find((region) => region.id === code);
    names.push(found?.name ?? code);
    level = found?.children;
  }
  return names.join(' / ');
}

export function useRegions(): Region[] {
  const [regions, setRegions] = useState<Region[]>([]);
  useEffect(() => {
    let current = true;
    loadRegions().then(
      (tree) => current && setRegions(tree),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return regions;
}

export function RegionText({ codes }: { codes: readonly string[] }) {
  return <>{regionNames(useRegions(), codes)}</>;
}
