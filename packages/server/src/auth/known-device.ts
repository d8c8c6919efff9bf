/**
 * Known devices: a browser that has signed in to an account carries a random token in an HttpOnly,
 * SameSite=Strict cookie (Secure over HTTPS), and the account keeps its SHA-256. The throttle lets such a browser
 * through the account's lock (throttle.ts), so guesses from elsewhere cannot lock the owner out. One browser keeps
 * one token, which may be known to several accounts (each signed in there); a token unused for
 * KNOWN_DEVICE_DAYS is forgotten.
 */
import { API_BASE } from '@soundboard/contract';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Tx } from '../db/client';
import { knownDevices, users } from '../db/schema';
import { isHttps } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { hashToken, newToken } from './tokens';

export const DEVICE_COOKIE = 'sb_device';
export const KNOWN_DEVICE_DAYS = 180;
const TTL_MS = KNOWN_DEVICE_DAYS * 86_400_000;
/** What newToken() makes: 32 random bytes, base64url. Anything else in the cookie is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function cookieToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && TOKEN_SHAPE.test(token) ? token : null;
}

/** The hash of this browser's device token, known to some account or not (null: no token). */
export function deviceTokenHash(c: Context<AppEnv>): string | null {
  const token = cookieToken(c);
  return token ? hashToken(token) : null;
}

/** `tokenHash` if the account `username` knows it (used within KNOWN_DEVICE_DAYS), else null. */
export async function knownDevice(tx: Tx, username: string, tokenHash: string | null, now: Date) {
  if (tokenHash === null) return null;
  const since = new Date(now.getTime() - TTL_MS);
  const [row] = await tx
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(eq(users.username, username), eq(knownDevices.tokenHash, tokenHash), gte(knownDevices.lastUsedAt, since)),
    )
    .limit(1);
  return row ? tokenHash : null;
}

/** After a successful sign-in: this browser becomes (or stays) known to the user, and its cookie is (re)set. */
export async function rememberDevice(c: Context<AppEnv>, tx: Tx, userId: number): Promise<void> {
  const now = c.var.deps.now();
  const token = cookieToken(c) ?? newToken();
  await tx
    .delete(knownDevices)
    .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastUsedAt, new Date(now.getTime() - TTL_MS))));
  await tx
    .insert(knownDevices)
    .values({ userId, tokenHash: hashToken(token), createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.tokenHash], set: { lastUsedAt: now } });
  setCookie(c, DEVICE_COOKIE, token, {
    path: API_BASE,
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
}
