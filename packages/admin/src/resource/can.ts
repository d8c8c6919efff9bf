/** Whether the signed-in user holds a permission code (the server's; user_info lists them). */
import { useStore } from '@nanostores/react';
import { type ResourceDef, readableDef } from '@soundboard/contract';
import { useMemo } from 'react';
import { $session } from '../stores/session';

export function useCan(): (permission: string) => boolean {
  const { permissions } = useStore($session);
  return (permission) => permissions.includes(permission);
}

/** The definition without the fields this user may not see (`readPermission`, e.g. a product's cost price). */
export function useReadableDef<D extends ResourceDef>(def: D): D {
  const { permissions } = useStore($session);
  return useMemo(() => readableDef(def, (permission) => permissions.includes(permission)), [def, permissions]);
}
