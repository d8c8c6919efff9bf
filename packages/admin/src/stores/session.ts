/**
 * The signed-in user (spec §3 session user state): `in`, user_name, avatar, role — plus the permission codes
 * the server grants. `role` is null until user info has been fetched: the navigation guard fetches it then.
 */
import { map } from 'nanostores';

export interface SessionState {
  in: boolean;
  user_name: string;
  avatar: string;
  /** Role keys; null = not fetched yet. */
  role: string[] | null;
  permissions: string[];
}

/** What `POST /user/user_info` answers (the fields the shell uses; the user area reads the rest). */
export interface UserInfo {
  user_name: string;
  avatar?: string | null;
  role: string[];
  permissions?: string[];
}

const SIGNED_OUT: SessionState = { in: false, user_name: '', avatar: '', role: null, permissions: [] };

export const $session = map<SessionState>({ ...SIGNED_OUT });

export function setUserInfo(info: UserInfo): void {
  $session.set({
    in: true,
    user_name: info.user_name,
    avatar: info.avatar ?? '',
    role: [...info.role],
    permissions: [...(info.permissions ?? [])],
  });
}

export function clearUserInfo(): void {
  $session.set({ ...SIGNED_OUT });
}

export function hasRole(): boolean {
  return $session.get().role !== null;
}

/** After the user uploads a new avatar, so the navbar shows it without another user-info call. */
export function setSessionAvatar(avatar: string): void {
  $session.setKey('avatar', avatar);
}
