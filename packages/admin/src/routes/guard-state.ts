/**
 * The guards' view of the live app: token, session, settings and the actions they may trigger. The actions'
 * code (the API client, the session functions, the server menu) loads on first use: a signed-out visitor on
 * the login screen needs none of it.
 */
import { isLoggedIn } from '../lib/token';
import { $session } from '../stores/session';
import { $settings } from '../stores/settings';
import type { GuardState } from './guards';

const auth = () => import('../api/auth');

export const liveGuardState: GuardState = {
  hasToken: isLoggedIn,
  roles: () => $session.get().role,
  permissions: () => $session.get().permissions,
  mustChangePassword: () => $session.get().mustChangePassword,
  mustEnrolTwoFactor: () => $session.get().mustEnrolTwoFactor,
  loadUserInfo: () => auth().then((module) => module.loadUserInfo()),
  logout: () => auth().then((module) => module.logout()),
  menuFromServer: () => $settings.get().menuFromServer,
  serverMenu: () => $settings.get().serverMenu,
  fetchServerMenu: () => import('../stores/menu').then((module) => module.fetchServerMenu()),
};
