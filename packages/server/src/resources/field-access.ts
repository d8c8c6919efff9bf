/**
 * Field-level reading rights (`readPermission` in a definition, e.g. a product's cost price): the definition as the
 * caller may see it, and rows and inputs without the fields they may not.
 */
import { type Permission, type ResourceDef, readableDef } from '@soundboard/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';

export function callerDef<D extends ResourceDef>(c: Context<AppEnv>, def: D): D {
  const permissions = c.get('user')?.permissions;
  return readableDef(def, (permission: Permission) => permissions?.has(permission) ?? false);
}

/** The row (or input) without the fields the caller's definition lacks; the same object when nothing is hidden. */
export function withoutHidden<R extends Record<string, unknown>>(c: Context<AppEnv>, def: ResourceDef, row: R): R {
  const visible = callerDef(c, def);
  if (visible === def) return row;
  const hidden = Object.keys(def.fields).filter((name) => !(name in visible.fields));
  const out: Record<string, unknown> = { ...row };
  for (const name of hidden) delete out[name];
  return out as R;
}
