/**
 * What the definitions say about access, read from the generated catalog (./catalog.ts) so that the screens and
 * the server's role seed need no definition: the role defaults each definition declares and the permission
 * modules of their own.
 */
import type { Permission, SeededRole } from '../permissions';
import { RESOURCE_CATALOG } from './catalog';
import type { CatalogEntry } from './catalog-of';

export type ResourceName = keyof typeof RESOURCE_CATALOG;

const ENTRIES = Object.entries(RESOURCE_CATALOG) as [ResourceName, CatalogEntry][];

/** The codes the definitions give `role` by default (their `access.roles`): read, and write when granted. */
export function grantsOf(role: SeededRole): Permission[] {
  return ENTRIES.flatMap(([, entry]) => {
    const grant = entry.roles?.[role];
    if (!grant) return [];
    return (grant === 'write' ? [entry.read, entry.write] : [entry.read]) as Permission[];
  });
}

/** The permission modules definitions declare, each with the resource whose texts name it. */
export const RESOURCE_MODULES: readonly { module: string; resource: ResourceName }[] = ENTRIES.flatMap(
  ([resource, entry]) => (entry.module ? [{ module: entry.module, resource }] : []),
);
