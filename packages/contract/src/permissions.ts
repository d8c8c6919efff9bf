/**
 * Permission codes `<resource>:<action>`. Roles grant codes; every server route declares the one it needs and
 * the admin's permission wrapper checks the same codes. An area's codes are listed here; a resource with codes of
 * its own declares its module in its definition (AccessDef), and its codes join the list from the catalog.
 */
import { RESOURCE_CATALOG } from './resources/catalog';

type Catalog = typeof RESOURCE_CATALOG;
/** The modules resource definitions declare. */
type ResourceModule = {
  [K in keyof Catalog]: Catalog[K] extends { module: infer M extends string } ? M : never;
}[keyof Catalog];
type ResourceCode = `${ResourceModule}:read` | `${ResourceModule}:write`;

const RESOURCE_CODES = Object.values(RESOURCE_CATALOG).flatMap((entry) =>
  'module' in entry ? [entry.read as ResourceCode, entry.write as ResourceCode] : [],
);

const AREA_CODES = [
  // Self-service: every staff role has these.
  'profile:read',
  'profile:write',
  'message:read',
  'message:write',
  'certification:read',
  'certification:write',
  'user:lookup',
  'menu:read',
  // Back-office areas.
  'dashboard:read',
  'product:read',
  'product:write',
  /** A product's cost price (purchase side): not every role that reads products may see the margin. */
  'product:cost',
  'order:read',
  'order:write',
  'order:approve',
  'inventory:read',
  'inventory:write',
  'customer:read',
  'customer:write',
  /** Every salesperson's customers, not only one's own and the pool's; transfers them (resources/defs/customer.ts). */
  'customer:all',
  'finance:read',
  'finance:write',
  'content:read',
  'content:write',
  /** Publish, schedule, send back and archive articles (writers draft and submit: resources/defs/article.ts). */
  'content:publish',
  /** The forum's review queue, reports and moderation actions (contract content/forum.ts). */
  'content:moderate',
  /**
   * The media library (its files, categories and uploads): every module attaches media (a product's pictures, a
   * paid withdrawal's bank slip), so it is its own permission rather than part of content's.
   */
  'material:read',
  'material:write',
  'template:read',
  'template:write',
  /** Stores (showrooms) and the players installed there (resources/defs/store.ts). */
  'store:read',
  'store:write',
  // Administration.
  'user:read',
  'user:write',
  'role:read',
  'role:write',
  'account-request:read',
  'account-request:handle',
  'certification:review',
  'audit:read',
  'monitor:read',
  // Settings: configuration and dictionaries, sales targets, the server menu.
  'config:read',
  'config:write',
  'kpi:read',
  'kpi:write',
  'menu:write',
] as const;

export type Permission = (typeof AREA_CODES)[number] | ResourceCode;

/** Every code, the resources' own beside the customers' (where the role editor shows them). */
export const PERMISSIONS: readonly Permission[] = [
  ...AREA_CODES.slice(0, AREA_CODES.indexOf('customer:all') + 1),
  ...RESOURCE_CODES,
  ...AREA_CODES.slice(AREA_CODES.indexOf('customer:all') + 1),
];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/** The roles the server seeds besides the administrator (who holds every code); a definition may grant them its codes. */
export const SEEDED_ROLES = ['sales', 'warehouse', 'finance', 'editor', 'writer', 'viewer'] as const;
export type SeededRole = (typeof SEEDED_ROLES)[number];

/** What every signed-in staff member may do with their own account. */
export const SELF_SERVICE: Permission[] = [
  'profile:read',
  'profile:write',
  'message:read',
  'message:write',
  'certification:read',
  'certification:write',
  'user:lookup',
  'menu:read',
];
