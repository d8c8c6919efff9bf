import { ResultCode } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { createRequest, type FetchLike } from './core';
import { ApiError } from './errors';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch-like transport that answers with a fixed status and body, recording what it was asked. */
function transport(status: number, body: unknown) {
  const seen: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({
      url,
      method: String(init?.method),
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, seen };
}

function setup(fetch: FetchLike, token: string | null = null) {
  const errors: string[] = [];
  let sessionInvalid = 0;
  const request = createRequest({
    fetch,
    getToken: () => token,
    showError: (message) => errors.push(message),
    onSessionInvalid: () => {
      sessionInvalid += 1;
    },
    requestErrorText: () => 'Request Error',
    getLocale: () => 'en-US',
  });
  return { request, errors, sessionInvalid: () => sessionInvalid };
}

describe('request', () => {
  it('sends to /behind with the admin-token header and resolves data on code 1', async () => {
    const { fetch, seen } = transport(200, { code: 1, message: 'Success', data: { user_name: 'admin' } });
    const { request, errors } = setup(fetch, 'tok-123');
    await expect(request({ method: 'POST', url: '/user/user_info', data: { a: 1 } })).resolves.toEqual({
      user_name: 'admin',
    });
    expect(seen[0]).toMatchObject({ url: '/behind/user/user_info', method: 'POST', body: { a: 1 } });
    expect(seen[0]?.headers['admin-token']).toBe('tok-123');
    // The server answers its messages in the screen's language.
    expect(seen[0]?.headers['arco-locale']).toBe('en-US');
    expect(errors).toEqual([]);
  });

  it('sends no admin-token header without a token, and query parameters', async () => {
    const { fetch, seen } = transport(200, { code: 1, message: '', data: null });
    const { request } = setup(fetch);
    await request({ url: '/user/find', params: { id: '7' } });
    expect(seen[0]?.url).toBe('/behind/user/find?id=7');
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers).not.toHaveProperty('admin-token');
  });

  it('rejects any other code with a typed error and toasts the server message, whatever the status', async () => {
    const { fetch } = transport(403, { code: ResultCode.Forbidden, message: 'No permission', data: null });
    const { request, errors, sessionInvalid } = setup(fetch, 't');
    const error = await request({ url: '/account/profile' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'envelope',
      code: ResultCode.Forbidden,
      status: 403,
      message: 'No permission',
    });
    expect(errors).toEqual(['No permission']);
    expect(sessionInvalid()).toBe(0);
  });

  it('keeps the envelope data of a failure (validation issues)', async () => {
    const issues = [{ path: 'email', message: 'Please enter email address' }];
    const { fetch } = transport(422, { code: ResultCode.ValidationFailed, message: 'Invalid', data: { issues } });
    const { request } = setup(fetch);
    await expect(request({ method: 'PUT', url: '/account/profile', data: {} })).rejects.toMatchObject({
      data: { issues },
    });
  });

  it('reports the lost session on 400005, except for the login call', async () => {
    const { fetch } = transport(401, { code: ResultCode.SessionInvalid, message: 'Logged out', data: null });
    const { request, errors, sessionInvalid } = setup(fetch, 'stale');
    await expect(request({ method: 'POST', url: '/user/user_info' })).rejects.toBeInstanceOf(ApiError);
    expect(sessionInvalid()).toBe(1);
    await expect(request({ method: 'POST', url: '/user/login', data: {} })).rejects.toBeInstanceOf(ApiError);
    expect(sessionInvalid()).toBe(1);
    expect(errors).toEqual(['Logged out', 'Logged out']);
  });

  it('tells nothing of a lost session when the call carried no token (made after signing out)', async () => {
    const { fetch } = transport(401, { code: ResultCode.SessionInvalid, message: 'Logged out', data: null });
    const { request, errors, sessionInvalid } = setup(fetch, null);
    await expect(request({ url: '/customers' })).rejects.toMatchObject({ code: ResultCode.SessionInvalid });
    expect(sessionInvalid()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('rejects without a toast when the login asks for a code or the user must enrol a second factor', async () => {
    const challenge = { challenge: 'c-1', expiresAt: '2026-11-25T20:00:00.000Z' };
    const asked = transport(401, { code: ResultCode.TwoFactorNeeded, message: 'Enter the code', data: challenge });
    const login = setup(asked.fetch);
    await expect(login.request({ method: 'POST', url: '/user/login', data: {} })).rejects.toMatchObject({
      code: ResultCode.TwoFactorNeeded,
      data: challenge,
    });
    const kept = setup(transport(403, { code: ResultCode.TwoFactorRequired, message: 'Enrol', data: null }).fetch, 't');
    await expect(kept.request({ method: 'POST', url: '/user/menu' })).rejects.toMatchObject({
      code: ResultCode.TwoFactorRequired,
    });
    expect([...login.errors, ...kept.errors]).toEqual([]);
  });

  it("toasts a transport error's message, or 'Request Error' when it has none", async () => {
    const down = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(down.request({ url: '/user/find' })).rejects.toMatchObject({
      kind: 'transport',
      code: null,
      status: 0,
      message: 'Failed to fetch',
    });
    expect(down.errors).toEqual(['Failed to fetch']);

    const proxy = setup(transport(502, '<html>Bad Gateway</html>').fetch);
    await expect(proxy.request({ url: '/user/find' })).rejects.toMatchObject({ kind: 'transport', status: 502 });
    expect(proxy.errors).toEqual(['Request Error']);
  });

  it('falls back to Request Error when a failure has no message', async () => {
    const { fetch } = transport(500, { code: ResultCode.ServerError, message: '', data: null });
    const { request, errors } = setup(fetch);
    await expect(request({ url: '/x' })).rejects.toMatchObject({ message: 'Request Error' });
    expect(errors).toEqual(['Request Error']);
  });
});
