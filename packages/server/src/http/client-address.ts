import type { Context } from 'hono';
import type { AppEnv } from './env';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
