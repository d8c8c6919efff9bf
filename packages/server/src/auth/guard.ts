/**
 * Every route declares what it needs with one of these as its first handler. The router enumeration test reads
 * `requirement` from the handler to prove each route refuses a caller without a session / without the permission.
 */
import { type Permission, SESSION_TOKEN_HEADER } from '@soundboard/contract';
import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../http/env';
import { forbidden, passwordChangeRequired, sessionInvalid, twoFactorRequired } from '../http/errors';
import { findSession } from './sessions';

export type Requirement = { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; permission: Permission };

export type Guard = MiddlewareHandler<AppEnv> & { requirement: Requirement };

async function authenticate(c: Context<AppEnv>) {
  const token = c.req.header(SESSION_TOKEN_HEADER);
  if (!token) throw sessionInvalid();
  const user = await findSession(c.var.deps, token);
  if (!user) throw sessionInvalid();
  c.set('user', user);
  return user;
}

function make(requirement: Requirement, run: (c: Context<AppEnv>, next: Next) => Promise<void>): Guard {
  return Object.assign(run, { requirement });
}

/** Open to anyone (login, register, forgot password, health). */
export const isPublic = () => make({ kind: 'public' }, (_c, next) => next());

/** Any valid session (only logout: a user can always end their own session). */
export const needsSession = () =>
  make({ kind: 'session' }, async (c, next) => {
    await authenticate(c);
    await next();
  });

/** What a user whose password was generated may still do: read who they are and set their own password. */
const BEFORE_PASSWORD_CHANGE: readonly Permission[] = ['profile:read', 'profile:write'];

export const needs = (permission: Permission) =>
  make({ kind: 'permission', permission }, async (c, next) => {
    const user = await authenticate(c);
    if (!user.permissions.has(permission)) throw forbidden();
    if (user.mustChangePassword && !BEFORE_PASSWORD_CHANGE.includes(permission)) throw passwordChangeRequired();
    // The same few permissions cover enrolling a second factor (routes/two-factor.ts).
    if (user.mustEnrolTwoFactor && !BEFORE_PASSWORD_CHANGE.includes(permission)) throw twoFactorRequired();
    await next();
  });
