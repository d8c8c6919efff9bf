/**
 * Development-only mock of the spec's §7 calls (`npm run dev:mock`), answering in the real envelope after a
 * simulated 600–1000 ms delay. Never imported by the production build (see main.tsx).
 */
import { API_BASE, type Envelope, loginSchema, ResultCode, type ResultCodeValue } from '@soundboard/contract';
import { delay, HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { MOCK_LOGIN, MOCK_MENU, MOCK_MESSAGES, MOCK_TOKEN, MOCK_USER } from './data';

const BASE = `*${API_BASE}`;

export function mockDelay(): number {
  return 600 + Math.floor(Math.random() * 401);
}

/** Typed as a plain Response: each handler answers success or failure envelopes of different data types. */
function envelope<T>(code: ResultCodeValue, message: string, data: T, status = 200): Response {
  return HttpResponse.json<Envelope<T>>({ code, message, data }, { status });
}

const success = <T>(data: T) => envelope(ResultCode.Success, 'Success', data);
const sessionInvalid = () =>
  envelope(ResultCode.SessionInvalid, 'You have been logged out, please log in again', null, 401);

function signedIn(request: Request): boolean {
  return request.headers.get('admin-token') === MOCK_TOKEN;
}

export function createHandlers(wait: () => number = mockDelay) {
  const pause = () => delay(wait());
  return [
    http.post(`${BASE}/user/login`, async ({ request }) => {
      await pause();
      const input = v.safeParse(loginSchema, await request.json().catch(() => null));
      if (!input.success) return envelope(ResultCode.ValidationFailed, 'Some fields are not valid', null, 422);
      const { username, password } = input.output;
      if (username !== MOCK_LOGIN.username || password !== MOCK_LOGIN.password) {
        return envelope(ResultCode.BadCredentials, 'Wrong username or password', null, 401);
      }
      return success({ token: MOCK_TOKEN, user: MOCK_USER });
    }),
    http.post(`${BASE}/user/login_out`, async ({ request }) => {
      await pause();
      return signedIn(request) ? success(null) : sessionInvalid();
    }),
    http.post(`${BASE}/user/user_info`, async ({ request }) => {
      await pause();
      return signedIn(request) ? success(MOCK_USER) : sessionInvalid();
    }),
    http.post(`${BASE}/user/menu`, async ({ request }) => {
      await pause();
      return signedIn(request) ? success(MOCK_MENU) : sessionInvalid();
    }),
    http.get(`${BASE}/user/find`, async ({ request }) => {
      await pause();
      if (!signedIn(request)) return sessionInvalid();
      const id = new URL(request.url).searchParams.get('id');
      if (id !== String(MOCK_USER.id)) return envelope(ResultCode.NotFound, 'Not found', null, 404);
      return success({ id: MOCK_USER.id, user_name: MOCK_USER.user_name, user_avatar: null });
    }),
    http.get(`${BASE}/account/messages`, async ({ request }) => {
      await pause();
      if (!signedIn(request)) return sessionInvalid();
      const type = new URL(request.url).searchParams.get('type');
      return success(MOCK_MESSAGES.filter((message) => !type || message.type === type));
    }),
  ];
}
