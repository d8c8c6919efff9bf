/**
 * The server's secret key (./sealed-box.ts): SECRET_KEY (32 bytes, base64 or base64url, or 64 hex digits) or else
 * DATA_DIR/secret.key, created 0600 on first start. A key file readable by group or others is refused: the key
 * opens every secret at rest, and the backup archive (db/backup.ts) holds the database but never this file.
 * Processes sharing one PostgreSQL must share the key (the same SECRET_KEY or the same data directory).
 * DATA_DIR/secret.key.next is the key a rotation (./rotate.ts) was moving to when it stopped: it opens values too.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Keyring, keyringOf, type SecretKey, SecretKeyError, secretKey } from './sealed-box';

export const KEY_FILE = 'secret.key';
export const NEXT_KEY_FILE = 'secret.key.next';

export function keyFilePath(dataDir: string, name = KEY_FILE): string {
  return join(dataDir, name);
}

/** The 32 bytes a SECRET_KEY value stands for, or a SecretKeyError naming the variable (never its value). */
export function parseSecretKey(value: string, name = 'SECRET_KEY'): SecretKey {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  if (bytes.length !== 32 || !/^[A-Za-z0-9+/_=-]+$/.test(text)) {
    throw new SecretKeyError(`${name} must be 32 bytes in base64 or 64 hex digits (e.g. openssl rand -base64 32)`);
  }
  return secretKey(bytes);
}

/** A new random key, as the key file keeps it (base64url text, one line). */
export const newKeyText = (): string => `${randomBytes(32).toString('base64url')}\n`;

/**
 * Writes a key file only this user may read, and answers whether it did: where one is already there (another
 * process sharing the data directory made it first, e.g. a cluster's workers starting together) that one stands.
 * The key is written whole to a file of this process's own and then linked into place, so a process starting at
 * the same moment never reads a key file that is still empty.
 */
export function writeKeyFile(path: string, text: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** Reads a key file, refusing one that group or others may read or write. */
export function readKeyFile(path: string): SecretKey {
  const mode = statSync(path).mode & 0o777;
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new SecretKeyError(
      `${path} has permissions ${mode.toString(8)}: the secret key file must be readable by its owner only (chmod 600)`,
    );
  }
  return parseSecretKey(readFileSync(path, 'utf8'), path);
}

/** The key this process seals and opens with: SECRET_KEY, or the data directory's key file (made if absent). */
export function loadSecretKey(env: NodeJS.ProcessEnv, dataDir: string): Keyring {
  if (env.SECRET_KEY) return keyringOf(parseSecretKey(env.SECRET_KEY));
  const path = keyFilePath(dataDir);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeKeyFile(path, newKeyText());
  }
  const next = keyFilePath(dataDir, NEXT_KEY_FILE);
  return keyringOf(readKeyFile(path), ...(existsSync(next) ? [readKeyFile(next)] : []));
}
