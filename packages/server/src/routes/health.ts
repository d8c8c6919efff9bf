import { Hono } from 'hono';
import { isPublic } from '../auth/guard';
import type { AppEnv } from '../http/env';

export const healthRoutes = new Hono<AppEnv>();

/** Liveness plus database state; 503 when the database does not answer (load balancers take us out). */
healthRoutes.get('/health', isPublic(), async (c) => {
  const started = performance.now();
  const up = await c.var.deps.ping().catch(() => false);
  const database = { kind: c.var.deps.dbKind, up, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  return c.json(
    { code: up ? 1 : 500003, message: up ? 'ok' : 'database unavailable', data: { database } },
    up ? 200 : 503,
  );
});
