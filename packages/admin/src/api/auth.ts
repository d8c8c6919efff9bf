/**
 * Session functions (docs/modules/app-shell.md): login stores the token under `admin-token`, a failed login clears it
 * and passes the error on; logout calls the server and then ALWAYS clears the user info, the token, the route listener
 * and the server menu (and resets the tabs and the message box). Built on an injected user API so a test can drive it.
 */
import type { LoginInput, UserInfoAnswer } from '@soundboard/contract';
import { removeRouteListener } from '../lib/route-listener';
import { clearToken, setToken } from '../lib/token';
import { clearMessages } from '../stores/messages';
import { clearUserInfo, setUserInfo, type UserInfo } from '../stores/session';
import { setServerMenu } from '../stores/settings';
import { resetTabs } from '../stores/tabs';
import { request, setLogoutHandler } from './http';
import { type UserApi, userApi } from './user';

export function createAuth(api: UserApi) {
  /** Signs in; the answer carries the user, so the first frame needs no user_info round trip. */
  async function login(input: LoginInput): Promise<UserInfoAnswer> {
    try {
      const { token, user } = await api.login(input);
      setToken(token);
      setUserInfo(user);
      return user;
    } catch (error) {
      clearToken();
      throw error;
    }
  }

  async function logout(): Promise<void> {
    try {
      await api.logout();
    } finally {
      clearUserInfo();
      clearToken();
      removeRouteListener();
      setServerMenu([]);
      resetTabs();
      clearMessages();
    }
  }

  /** Fetches the signed-in user into the session store. */
  async function loadUserInfo(): Promise<UserInfo> {
    const info = await api.userInfo();
    setUserInfo(info);
    return info;
  }

  return { login, logout, loadUserInfo };
}

export const auth = createAuth(userApi(request));
export const { login, logout, loadUserInfo } = auth;
setLogoutHandler(logout);
