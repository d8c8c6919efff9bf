/** The app's one user lookup (./user-lookup.ts), over the app's client, forgotten when the session ends. */
import { blob, request } from '../api/http';
import { userApi } from '../api/user';
import { $session } from '../stores/session';
import { clearOnSignOut, createUserLookup } from './user-lookup';

export const userLookup = createUserLookup({
  findMany: (ids) => userApi(request).findMany(ids),
  avatarSrc: async (url) => URL.createObjectURL(await blob(url)),
  revoke: (src) => URL.revokeObjectURL(src),
});

clearOnSignOut(userLookup, $session);

/**
 * Whether the signed-in user may look colleagues up (user:lookup). Every seeded role may; a role made in the role
 * editor without it gets the names the screen already has instead of a refused request per screen.
 */
export function canLookUpUsers(): boolean {
  return $session.get().permissions.includes('user:lookup');
}
