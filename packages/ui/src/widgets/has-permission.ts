/**
 * The permission check (docs/modules/app-shell.md, Shared widgets): the current user's roles against a required
 * permission given as one string or a list. A list matches with 'or' (any one suffices, the default) or 'and' (all are
 * needed).
 *
 * The edge cases:
 * - The wildcard role '*' (routes use it to mean "any authenticated user"): a required '*' is met by
 *   any user with at least one role, and a user holding '*' meets every requirement.
 * - An empty required list asks for nothing, so it is granted (with both logics), even to a user with no roles.
 * - A user with no roles meets no non-empty requirement.
 */
export const ANY_ROLE = '*';

export type PermissionLogic = 'or' | 'and';
export type RequiredPermission = string | readonly string[];

export function hasPermission(
  userRoles: readonly string[],
  required: RequiredPermission,
  logic: PermissionLogic = 'or',
): boolean {
  const needed = typeof required === 'string' ? [required] : required;
  if (needed.length === 0) return true;
  if (userRoles.includes(ANY_ROLE)) return userRoles.length > 0;
  const meets = (role: string) => (role === ANY_ROLE ? userRoles.length > 0 : userRoles.includes(role));
  return logic === 'and' ? needed.every(meets) : needed.some(meets);
}
