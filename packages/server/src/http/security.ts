import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';

/**
 * CSP without inline script (inline style attributes stay allowed for the UI kit), no framing, nosniff, a strict
 * referrer policy. HSTS only when the request really arrived over TLS: hono's default would send it on plain HTTP.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginResourcePolicy: 'same-origin',
});

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await headers(c, next);
  const forwardedTls = c.var.deps.trustProxy && c.req.header('x-forwarded-proto') === 'https';
  if (new URL(c.req.url).protocol === 'https:' || forwardedTls) {
    c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
};
