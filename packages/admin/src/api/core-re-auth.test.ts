/**
 * The client's re-authentication (core.ts): a call answered ReAuthRequired opens the proof dialog
 * (`reAuthenticate`) and is sent once more after a proof; a cancelled dialog rejects without an error toast.
 */
import { ResultCode } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { createRequest, type FetchLike } from './core';

const REFUSED = { code: ResultCode.ReAuthRequired, message: 'Confirm it is you', data: null };

/** Answers `answers` in turn (the last one again once they run out), recording each body sent. */
function scripted(answers: unknown[]) {
  const bodies: unknown[] = [];
  const fetch: FetchLike = async (_url, init) => {
    bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
    const body = answers[Math.min(bodies.length - 1, answers.length - 1)];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, bodies };
}

function setup(fetch: FetchLike, proved: boolean) {
  const errors: string[] = [];
  let asked = 0;
  const request = createRequest({
    fetch,
    getToken: () => 't',
    showError: (message) => errors.push(message),
    onSessionInvalid: () => undefined,
    requestErrorText: () => 'Request Error',
    reAuthenticate: async () => {
      asked += 1;
      return proved;
    },
  });
  return { request, errors, asked: () => asked };
}

describe('re-authentication in the client', () => {
  it('asks for a proof and sends the same call again, without an error toast', async () => {
    const { fetch, bodies } = scripted([REFUSED, { code: 1, message: '', data: { ended: true } }]);
    const { request, errors, asked } = setup(fetch, true);
    await expect(request({ method: 'POST', url: '/user/data-export', data: { timeZone: 'UTC' } })).resolves.toEqual({
      ended: true,
    });
    expect(asked()).toBe(1);
    expect(bodies).toEqual([{ timeZone: 'UTC' }, { timeZone: 'UTC' }]);
    expect(errors).toEqual([]);
  });

  it('rejects quietly when the user cancels the dialog, and asks only once per call', async () => {
    const cancelled = setup(scripted([REFUSED]).fetch, false);
    const error = await cancelled.request({ method: 'DELETE', url: '/user/sessions/4' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ResultCode.ReAuthRequired, status: 200 });
    expect(cancelled.errors).toEqual([]);

    // Refused again after a proof (it expired meanwhile): no second dialog for the same call.
    const { fetch, bodies } = scripted([REFUSED]);
    const again = setup(fetch, true);
    await expect(again.request({ method: 'POST', url: '/user/two-factor/start' })).rejects.toMatchObject({
      code: ResultCode.ReAuthRequired,
    });
    expect(again.asked()).toBe(1);
    expect(bodies).toHaveLength(2);
  });
});
