/**
 * Known devices: a browser that has signed in to an account carries a random token in an HttpOnly,
 * SameSite=Strict cookie, and the account keeps its SHA-256. Over HTTPS and in production the cookie is
 * `__Host-sb_device` (Secure, Path=/, no Domain: no subdomain or plain-HTTP page can set or shadow it); only over
 * plain HTTP outside production (development on loopback) is it the unprefixed `sb_device`, not Secure. The throttle lets such a browser
 * through the account's lock (throttle.ts), so guesses from elsewhere cannot lock the owner out. One browser keeps
 * one token, which may be known to several accounts (each signed in there); a token unused for
 * KNOWN_DEVICE_DAYS is forgotten, and all of an account's go when its sessions are revoked (sessions.ts).
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
/** The name in force over HTTPS or in production (the `__Host-` prefix: Secure, Path=/, no Domain). */
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;
export const KNOWN_DEVICE_DAYS = 180;
const TTL_MS = KNOWN_DEVICE_DAYS * 86_400_000;
/** What newToken() makes: 32 random bytes, base64url. Anything else in the cookie is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether this request uses the `__Host-` cookie; read per request, so NODE_ENV is as the process has it now. */
function hostPrefixed(c: Context<AppEnv>): boolean {
  return isHttps(c) || process.env.NODE_ENV === 'production';
}

/** Only the name in force is read: an unprefixed cookie (set by plain HTTP, or a sibling host) is ignored. */
function cookieToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, hostPrefixed(c) ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);
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

/**
 * Every browser the user's account knows is forgotten (a password change or reset, the user disabled): a device
 * earned with the old credentials must not pass the lock any longer. In the caller's transaction.
 */
export async function forgetUserDevices(tx: Tx, userId: number): Promise<void> {
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
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
  const maxAge = KNOWN_DEVICE_DAYS * 86_400;
  if (hostPrefixed(c)) {
    setCookie(c, SECURE_DEVICE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: true, maxAge });
  } else {
    setCookie(c, DEVICE_COOKIE, token, { path: API_BASE, httpOnly: true, sameSite: 'Strict', maxAge });
  }
}
