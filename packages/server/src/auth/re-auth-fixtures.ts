/** Test fixtures of re-authentication (re-auth.ts): a session whose owner just proved it is them, as the dialog does. */
import { API_BASE, RE_AUTH_PATH } from '@soundboard/contract';
import type { Harness } from '../test/harness';

export const RE_AUTH_URL = `${API_BASE}${RE_AUTH_PATH}`;

/** Proves the owner of `token` with the password; answers the token, now covered for RE_AUTH_MINUTES. */
export async function reAuthenticated(h: Harness, token: string, password: string): Promise<string> {
  const answer = await h.call('POST', RE_AUTH_URL, { token, json: { password } });
  if (answer.body?.code !== 1) throw new Error(`re-authentication failed: ${JSON.stringify(answer.body)}`);
  return token;
}
