/**
 * Whose records an owned resource's list shows (ResourceDef.ownership; list parameter `scope`): Mine, the shared
 * Pool, or All the caller may see. All is offered only to holders of the definition's all-permission (for a
 * salesperson the server's unscoped list is theirs plus the pool, which the two others already say). With no
 * `scope` in the URL a salesperson sees Mine and a manager All.
 */
import type { ResourceDef } from '@soundboard/contract';

export type ScopeChoice = 'mine' | 'pool' | 'all';

/** The choices this caller has ([] for a definition without owners). */
export function scopeChoices(def: ResourceDef, can: (permission: string) => boolean): ScopeChoice[] {
  if (!def.ownership) return [];
  return can(def.ownership.allPermission) ? ['mine', 'pool', 'all'] : ['mine', 'pool'];
}

/** The list parameters with the caller's default scope filled in when the URL names none. */
export function withDefaultScope(
  def: ResourceDef,
  params: Record<string, string>,
  can: (permission: string) => boolean,
): Record<string, string> {
  if (!def.ownership || params.scope || can(def.ownership.allPermission)) return params;
  return { ...params, scope: 'mine' };
}

/** The choice the parameters stand for. */
export function currentScope(params: Record<string, string>): ScopeChoice {
  return params.scope === 'mine' || params.scope === 'pool' ? params.scope : 'all';
}

/**
 * Whether the caller may edit or delete this record as far as ownership goes: holders of the all-permission any,
 * others only their own — and every record a salesperson sees that is not in the pool is their own.
 */
export function mayWriteOwned(
  def: ResourceDef,
  record: Record<string, unknown>,
  can: (permission: string) => boolean,
): boolean {
  if (!def.ownership || can(def.ownership.allPermission)) return true;
  const owner = record[def.ownership.field];
  return owner !== null && owner !== undefined;
}
