/**
 * The user chips' batched lookup over the app's real client (api/core.ts: envelope, token, error toast) and the
 * user API, against a real local HTTP server that answers GET /behind/user/find-many as the server does (known
 * ids only) and counts the requests.
 */
import { ResultCode, USER_FIND_MANY_MAX, type UserDisplay } from '@soundboard/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from '../api/core';
import { envelopeReply, type Received, startServer } from '../api/testing/server';
import { userApi } from '../api/user';
import { $session, clearUserInfo, setUserInfo } from '../stores/session';
import { BATCH_WINDOW_MS, chipSummary, clearOnSignOut, createUserLookup } from './user-lookup';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PEOPLE: Record<number, UserDisplay> = {
  1: { id: 1, name: 'Administrator', avatar: '' },
  2: { id: 2, name: '李娜 Li Na', avatar: '/behind/user/avatar/9' },
  3: { id: 3, name: 'sales2', avatar: '' },
};
let failing = false;

const idsOf = (received: Received) => new URL(received.url, 'http://x').searchParams.get('ids')?.split(',') ?? [];

const server = await startServer({
  '/behind/user/find-many': (received) =>
    failing
      ? envelopeReply(500, { code: ResultCode.ServerError, message: 'Server error', data: null })
      : envelopeReply(200, {
          code: ResultCode.Success,
          message: '',
          data: idsOf(received).flatMap((id) => PEOPLE[Number(id)] ?? []),
        }),
  '/behind/user/avatar/9': () => ({ status: 200, headers: { 'content-type': 'image/png' }, body: PNG }),
});
afterAll(() => server.close());

function setup() {
  const toasts: string[] = [];
  const client = createClient({
    base: `${server.origin}/behind`,
    getToken: () => 'tok-1',
    showError: (message) => toasts.push(message),
    onSessionInvalid: () => undefined,
    requestErrorText: () => 'Request Error',
  });
  const revoked: string[] = [];
  const lookup = createUserLookup({
    findMany: (ids) => userApi(client.request).findMany(ids),
    avatarSrc: async (url) => URL.createObjectURL(await client.blob(url)),
    revoke: (src) => {
      revoked.push(src);
      URL.revokeObjectURL(src);
    },
  });
  const lookups = () => server.received.filter((entry) => entry.url.startsWith('/behind/user/find-many'));
  return { lookup, toasts, revoked, lookups };
}

beforeEach(() => {
  server.received.length = 0;
  failing = false;
});

describe('the user lookup', () => {
  it('answers every id asked for in one tick with one request carrying them all', async () => {
    const { lookup, lookups } = setup();
    const answers = await Promise.all([lookup.find(1), lookup.find(3), lookup.find(1), lookup.find(42)]);
    expect(lookups()).toHaveLength(1);
    expect(idsOf(lookups()[0] as Received)).toEqual(['1', '3', '42']);
    expect(lookups()[0]?.headers['admin-token']).toBe('tok-1');
    expect(answers).toEqual([
      { id: 1, name: 'Administrator' },
      { id: 3, name: 'sales2' },
      { id: 1, name: 'Administrator' },
      null,
    ]);
  });

  it('puts ids asked for a moment apart (a drawer opening over its list) into the same request', async () => {
    const { lookup, lookups } = setup();
    const first = lookup.find(1);
    await Promise.resolve();
    const second = lookup.find(3);
    await Promise.all([first, second]);
    expect(lookups()).toHaveLength(1);
    expect(BATCH_WINDOW_MS).toBeGreaterThan(0);
  });

  it('keeps answers: asking again, unknown ids included, sends nothing', async () => {
    const { lookup, lookups } = setup();
    await Promise.all([lookup.find(1), lookup.find(42)]);
    expect(await lookup.find(1)).toEqual({ id: 1, name: 'Administrator' });
    expect(await lookup.find(42)).toBeNull();
    expect(lookups()).toHaveLength(1);
    await lookup.find(3);
    expect(lookups()).toHaveLength(2);
    expect(idsOf(lookups()[1] as Received)).toEqual(['3']);
  });

  it(`splits more than ${USER_FIND_MANY_MAX} ids into requests the server takes`, async () => {
    const { lookup, lookups } = setup();
    const ids = Array.from({ length: USER_FIND_MANY_MAX + 20 }, (_, index) => index + 1);
    const answers = await Promise.all(ids.map((id) => lookup.find(id)));
    expect(lookups().map((entry) => idsOf(entry).length)).toEqual([USER_FIND_MANY_MAX, 20]);
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('loads an avatar once through the client and hands out an object URL', async () => {
    const { lookup, lookups } = setup();
    const li = await lookup.find(2);
    expect(li?.name).toBe('李娜 Li Na');
    expect(li?.avatarSrc).toMatch(/^blob:/);
    expect(await lookup.find(2)).toEqual(li);
    const avatarRequests = server.received.filter((entry) => entry.url === '/behind/user/avatar/9');
    expect(avatarRequests).toHaveLength(1);
    expect(avatarRequests[0]?.headers['admin-token']).toBe('tok-1');
    expect(lookups()).toHaveLength(1);
  });

  it('rejects every id of a failed batch (the chips stop loading), once toasted, and asks again later', async () => {
    const { lookup, lookups, toasts } = setup();
    failing = true;
    const results = await Promise.allSettled([lookup.find(1), lookup.find(3)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(toasts).toEqual(['Server error']);
    failing = false;
    expect(await lookup.find(1)).toEqual({ id: 1, name: 'Administrator' });
    expect(lookups()).toHaveLength(2);
  });

  it('forgets everything and frees the avatars when the session ends', async () => {
    const { lookup, lookups, revoked } = setup();
    setUserInfo({ user_name: 'admin', role: ['admin'], permissions: ['user:lookup'] });
    const stop = clearOnSignOut(lookup, $session);
    const li = await lookup.find(2);
    await lookup.find(2);
    expect(lookups()).toHaveLength(1);
    clearUserInfo();
    await Promise.resolve();
    expect(revoked).toEqual([li?.avatarSrc]);
    await lookup.find(2);
    expect(lookups()).toHaveLength(2);
    stop();
  });
});

describe('what a chip shows', () => {
  it('the looked-up name and avatar', async () => {
    const { lookup } = setup();
    expect(await chipSummary(lookup, 1, 'admin')).toEqual({ user_name: 'Administrator', user_avatar: null });
    expect((await chipSummary(lookup, '2'))?.user_avatar).toMatch(/^blob:/);
  });

  it("the screen's own name, else #id, for an id that names nobody or a failed request", async () => {
    const { lookup } = setup();
    expect(await chipSummary(lookup, 42, 'ghost')).toEqual({ user_name: 'ghost' });
    expect(await chipSummary(lookup, 43)).toEqual({ user_name: '#43' });
    failing = true;
    expect(await chipSummary(lookup, 3, 'sales2 (as the list said)')).toEqual({
      user_name: 'sales2 (as the list said)',
    });
  });

  it('asks nothing when the user may not look colleagues up (a role without user:lookup)', async () => {
    const { lookups } = setup();
    expect(await chipSummary(null, 1, 'admin')).toEqual({ user_name: 'admin' });
    expect(await chipSummary(null, 1)).toEqual({ user_name: '#1' });
    await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS * 2));
    expect(lookups()).toHaveLength(0);
  });
});
