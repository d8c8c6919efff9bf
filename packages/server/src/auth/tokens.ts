import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token; the client keeps it, the database only its SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
