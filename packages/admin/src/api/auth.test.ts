import { ResultCode, type UserInfoAnswer } from '@soundboard/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { emitRouteChange, listenRouteChange, routeListenerCount } from '../lib/route-listener';
import { getToken, setToken } from '../lib/token';
import { routeByName } from '../routes/table';
import type { AppRoute } from '../routes/types';
import { $session, clearUserInfo, setUserInfo } from '../stores/session';
import { $settings, setServerMenu } from '../stores/settings';
import { $tabs, openTab } from '../stores/tabs';
import { createAuth } from './auth';
import { createRequest, type FetchLike } from './core';
import { ApiError } from './errors';
import { userApi } from './user';

type Answer = { status: number; body: unknown } | 'network-down';

/** A fetch-like server: one canned answer per path, recording the calls. */
function server(answers: Record<string, Answer>) {
  const calls: { path: string; token: string | undefined; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    const path = url.replace('/behind', '');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, token: headers['admin-token'], body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[path];
    if (!answer || answer === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const request = createRequest({
    fetch,
    getToken,
    showError: () => {},
    onSessionInvalid: () => {},
    requestErrorText: () => 'Request Error',
  });
  return { auth: createAuth(userApi(request)), calls };
}

const article = routeByName('Article') as AppRoute;
const ok = (data: unknown): Answer => ({ status: 200, body: { code: 1, message: 'Success', data } });
const badCredentials: Answer = {
  status: 401,
  body: { code: ResultCode.BadCredentials, message: 'Wrong username or password', data: null },
};

/** The signed-in user a login answer carries, in the server's shape. */
const SIGNED_IN: UserInfoAnswer = {
  id: 1,
  user_name: 'admin',
  nickname: 'Admin',
  avatar: '',
  role: ['admin'],
  roleNames: ['Administrator'],
  activeRole: null,
  mustChangePassword: false,
  mustEnrolTwoFactor: false,
  permissions: ['dashboard:read', 'menu:read', 'profile:read', 'profile:write', 'message:read', 'message:write'],
  email: 'admin@example.com',
  accountId: '10001',
  registrationDate: '2026-01-05T08:00:00.000Z',
};

describe('login', () => {
  beforeEach(() => {
    setToken('old');
    clearUserInfo();
  });

  it('stores the token under admin-token and sends remember', async () => {
    const { auth, calls } = server({ '/user/login': ok({ token: 'fresh', user: SIGNED_IN }) });
    await auth.login({ username: 'admin', password: 'Secret1!', remember: true });
    expect(getToken()).toBe('fresh');
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'Secret1!', remember: true });
  });

  it('fills the session from the user in the login answer, with no user_info request', async () => {
    const { auth, calls } = server({ '/user/login': ok({ token: 'fresh', user: SIGNED_IN }) });
    await auth.login({ username: 'admin', password: 'Secret1!', remember: false });
    expect($session.get()).toMatchObject({ in: true, user_name: 'admin', role: ['admin'] });
    expect($session.get().permissions).toEqual(SIGNED_IN.permissions);
    expect(calls.map((call) => call.path)).toEqual(['/user/login']);
  });

  it('clears the token when login fails and passes the error on', async () => {
    const { auth } = server({ '/user/login': badCredentials });
    const error = await auth.login({ username: 'admin', password: 'x', remember: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ResultCode.BadCredentials });
    expect(getToken()).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => {
    setToken('live');
    setUserInfo({ user_name: 'admin', role: ['admin'] });
    setServerMenu([{ key: 'user', path: '/user', name: 'menu.user' }]);
    openTab(article, '/content/article');
    listenRouteChange(() => {});
    emitRouteChange({ route: article, fullPath: '/content/article' });
  });

  const expectCleared = () => {
    expect(getToken()).toBeNull();
    expect($session.get()).toMatchObject({ in: false, role: null, user_name: '' });
    expect($settings.get().serverMenu).toEqual([]);
    expect(routeListenerCount()).toBe(0);
    expect($tabs.get().map((tab) => tab.name)).toEqual(['Workplace']);
  };

  it('calls the server with the token, then clears user, token, route listener, server menu and tabs', async () => {
    const { auth, calls } = server({ '/user/login_out': ok(null) });
    await auth.logout();
    expect(calls).toEqual([{ path: '/user/login_out', token: 'live', body: null }]);
    expectCleared();
  });

  it('clears everything even when the server call fails', async () => {
    const { auth } = server({ '/user/login_out': 'network-down' });
    await expect(auth.logout()).rejects.toBeInstanceOf(ApiError);
    expectCleared();
  });
});

describe('user info', () => {
  it('fills the session store', async () => {
    const { auth } = server({
      '/user/user_info': ok({
        user_name: 'li.na',
        avatar: '/behind/avatar/3',
        role: ['sales'],
        permissions: ['a:b'],
        mustChangePassword: true,
        mustEnrolTwoFactor: true,
      }),
    });
    await auth.loadUserInfo();
    expect($session.get()).toEqual({
      in: true,
      user_name: 'li.na',
      avatar: '/behind/avatar/3',
      role: ['sales'],
      permissions: ['a:b'],
      mustChangePassword: true,
      mustEnrolTwoFactor: true,
    });
  });
});
