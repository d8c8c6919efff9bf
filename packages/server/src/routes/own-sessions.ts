/**
 * A user's own sessions (User settings → Security → Your sessions): list them (device, address, last seen, the
 * current one marked) and end any other one — a session on a lost or shared device ends here, after a recent
 * re-authentication (auth/re-auth.ts). Audited.
 */
import { OWN_SESSIONS_PATH } from '@soundboard/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { audit } from '../audit';
import { needs } from '../auth/guard';
import { liveSessions } from '../auth/live-sessions';
import { requireRecentAuth } from '../auth/re-auth';
import { changeAuth } from '../auth/session-cache';
import { revokeSession } from '../auth/sessions';
import { sessions } from '../db/schema';
import { fieldError } from '../domains/issues';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { idParam } from '../http/validate';

export const ownSessionRoutes = new Hono<AppEnv>();

ownSessionRoutes.get(OWN_SESSIONS_PATH, needs('profile:read'), async (c) => {
  const { userId, sessionId } = c.var.user;
  return ok(c, await liveSessions(c.var.deps.db, userId, c.var.deps.now(), sessionId));
});

ownSessionRoutes.delete(`${OWN_SESSIONS_PATH}/:sessionId`, needs('profile:write'), async (c) => {
  const sessionId = idParam(c, 'sessionId');
  const { userId } = c.var.user;
  // This very session ends by signing out (logout), which also clears the browser's state.
  if (sessionId === c.var.user.sessionId) throw fieldError(c, 'sessionId', 'userAdmin.sessionCurrent');
  // A borrowed session must not sign its owner out everywhere else.
  await requireRecentAuth(c);
  await changeAuth(c, async (tx, changed) => {
    // Only the caller's own live session: another user's id answers as if it did not exist.
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    if (!session) throw fieldError(c, 'sessionId', 'userAdmin.sessionNotFound');
    await revokeSession(tx, changed, sessionId, c.var.deps.now());
    await audit(tx, c, { action: 'end-session', entity: 'session', entityId: sessionId });
  });
  return ok(c, null);
});
