/** The guards' view of the live app: token, session, settings and the actions they may trigger. */
import { loadUserInfo, logout } from '../api/auth';
import { isLoggedIn } from '../lib/token';
import { fetchServerMenu } from '../stores/menu';
import { $session } from '../stores/session';
import { $settings } from '../stores/settings';
import type { GuardState } from './guards';

export const liveGuardState: GuardState = {
  hasToken: isLoggedIn,
  roles: () => $session.get().role,
  loadUserInfo,
  logout,
  menuFromServer: () => $settings.get().menuFromServer,
  serverMenu: () => $settings.get().serverMenu,
  fetchServerMenu: () => fetchServerMenu(),
};
