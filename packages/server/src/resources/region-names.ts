/**
 * A region field's value (GB/T 2260 codes: province, city, district) as people read it in an export:
 * '广东省/深圳市/南山区'. A code the lists do not know stays as it is.
 */
import { regionLists } from '../routes/regions';

let byCode: Map<string, string> | undefined;

/** Names by code; the lists give provinces 2 digits and cities 4, so their 6-digit forms are added too. */
function names(): Map<string, string> {
  if (byCode) return byCode;
  const { provinces, cities, areas } = regionLists();
  byCode = new Map();
  for (const { code, name } of provinces) byCode.set(code, name).set(code.padEnd(6, '0'), name);
  for (const { code, name } of cities) byCode.set(code, name).set(code.padEnd(6, '0'), name);
  for (const { code, name } of areas) byCode.set(code, name);
  return byCode;
}

export function regionText(codes: readonly string[]): string {
  const known = names();
  return codes.map((code) => known.get(code) ?? code).join('/');
}
