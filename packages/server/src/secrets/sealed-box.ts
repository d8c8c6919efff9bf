/**
 * Secrets at rest (issue 37, K1): a value the server must read back (a TOTP secret, a signing key) is kept sealed
 * with AES-256-GCM under the server's secret key (./secret-key.ts), a random 96-bit IV per value. A sealed value
 * reads `sb1.<key id>.<iv>.<ciphertext and tag>` (base64url): the version names the format, the key id which key
 * sealed it, so rotation (./rotate.ts) tells old from new and a wrong key is named, not guessed at.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'sb1';
const SEALED = /^sb1\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
const TAG_BYTES = 16;

export interface SecretKey {
  /** 8 characters of the key's SHA-256: names the key without revealing it. */
  id: string;
  bytes: Buffer;
}

/** The key new values are sealed with, and every key a value may be opened with (during a rotation, two). */
export interface Keyring {
  current: SecretKey;
  keys: ReadonlyMap<string, SecretKey>;
}

/** A secret key or a sealed value that cannot be used: the message says what to do, never a secret. */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

export function secretKey(bytes: Buffer): SecretKey {
  if (bytes.length !== 32) throw new SecretKeyError('the secret key must be 32 bytes');
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8), bytes };
}

export function keyringOf(current: SecretKey, ...older: SecretKey[]): Keyring {
  return { current, keys: new Map([current, ...older].map((key) => [key.id, key])) };
}

export const isSealed = (value: string): boolean => SEALED.test(value);

/** The key id a sealed value names, or null for a value in clear. */
export const sealedKeyId = (value: string): string | null => SEALED.exec(value)?.[1] ?? null;

export function seal(keyring: Keyring, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.bytes, iv);
  // The key id is authenticated too: a value cannot be relabelled as another key's.
  cipher.setAAD(Buffer.from(`${VERSION}.${keyring.current.id}`));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${keyring.current.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The plain value; throws SecretKeyError when it is not sealed, its key is not in the ring, or it was altered. */
export function open(keyring: Keyring, sealed: string): string {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new SecretKeyError('a secret at rest is not sealed');
  const [, keyId = '', iv = '', body = ''] = parts;
  const key = keyring.keys.get(keyId);
  if (!key) {
    throw new SecretKeyError(
      `secrets at rest are sealed with key ${keyId}, but the loaded secret key is ${keyring.current.id}: ` +
        'start with the SECRET_KEY or data directory key file they were sealed with',
    );
  }
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < TAG_BYTES) throw new SecretKeyError(`a secret sealed with key ${keyId} is damaged`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretKeyError(`a secret sealed with key ${keyId} does not open with that key: it was altered`);
  }
}
