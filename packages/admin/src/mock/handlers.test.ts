import { ResultCode } from '@soundboard/contract';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createRequest, type FetchLike } from '../api/core';
import { userApi } from '../api/user';
import { MOCK_LOGIN, MOCK_MENU } from './data';
import { createHandlers, mockDelay } from './handlers';

const handlers = createHandlers(() => 0);

/** The app's own client, with the mock handlers as its transport. */
function client(token: () => string | null) {
  const errors: string[] = [];
  const fetch: FetchLike = async (url, init) =>
    (await getResponse(handlers, new Request(`http://localhost${url}`, init))) ?? new Response(null, { status: 404 });
  const request = createRequest({
    fetch,
    getToken: token,
    showError: (message) => errors.push(message),
    onSessionInvalid: () => errors.push('session-invalid'),
    requestErrorText: () => 'Request Error',
  });
  return { api: userApi(request), errors };
}

describe('mock layer', () => {
  it('delays each answer by 600–1000 ms', () => {
    for (let i = 0; i < 50; i++) {
      const ms = mockDelay();
      expect(ms).toBeGreaterThanOrEqual(600);
      expect(ms).toBeLessThanOrEqual(1000);
    }
  });

  it('signs in the demo user and answers the spec calls in the envelope', async () => {
    let token: string | null = null;
    const { api } = client(() => token);
    token = (await api.login({ ...MOCK_LOGIN, remember: false })).token;
    expect(await api.userInfo()).toMatchObject({ user_name: 'admin', role: ['admin'] });
    expect(await api.menu()).toEqual(MOCK_MENU);
    expect(await api.find(1)).toEqual({ id: 1, user_name: 'admin', user_avatar: null });
    await expect(api.logout()).resolves.toBeNull();
  });

  it('refuses wrong credentials and calls without a token like the server', async () => {
    const { api, errors } = client(() => null);
    await expect(api.login({ username: 'admin', password: 'nope', remember: false })).rejects.toMatchObject({
      code: ResultCode.BadCredentials,
    });
    await expect(api.userInfo()).rejects.toMatchObject({ code: ResultCode.SessionInvalid });
    expect(errors).toEqual([
      'Wrong username or password',
      'You have been logged out, please log in again',
      'session-invalid',
    ]);
  });
});
