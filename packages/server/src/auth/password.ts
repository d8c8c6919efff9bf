/**
 * argon2id password hashing. Production parameters are OWASP's argon2id baseline (m = 19 MiB, t = 2, p = 1).
 * ARGON2_PROFILE=test (set by the vitest `server` project only, refused in production) makes hashing cheap so the
 * suites stay fast; a hash records its own parameters, so verification works whatever profile made it.
 */
import argon2 from 'argon2';

const PRODUCTION = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const TEST = { type: argon2.argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const;

function parameters() {
  const testing = process.env.ARGON2_PROFILE === 'test' && process.env.NODE_ENV !== 'production';
  return testing ? TEST : PRODUCTION;
}

export const PRODUCTION_ARGON2 = PRODUCTION;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, parameters());
}

let dummyHash: Promise<string> | undefined;

/** Verifies; for an unknown user pass `null` and a dummy hash is checked so timing does not reveal it. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('dummy-password-never-matches');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
