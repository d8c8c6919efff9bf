/**
 * The current user's roles reach permission checks through context, so the widgets stay store-agnostic: the
 * admin app renders <PermissionProvider roles={...}> from its session store.
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { hasPermission, type PermissionLogic, type RequiredPermission } from './has-permission';

const RolesContext = createContext<readonly string[]>([]);

export function PermissionProvider({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return createElement(RolesContext.Provider, { value: roles }, children);
}

/** Whether the current user (from PermissionProvider, or the given roles) meets `required`. */
export function usePermission(required: RequiredPermission, logic: PermissionLogic = 'or', roles?: readonly string[]) {
  const fromContext = useContext(RolesContext);
  return hasPermission(roles ?? fromContext, required, logic);
}
