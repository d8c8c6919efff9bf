/**
 * Rotating the key file of a data directory: the new key is written first as secret.key.next (0600), the values
 * are re-sealed under it in one transaction, and only then does it replace secret.key. Stopped in between, the
 * next start opens values with either key (secret-key.ts reads both) and a new rotation resumes with the same
 * next key.
 */
import { existsSync, renameSync } from 'node:fs';
import type { Db } from '../db/client';
import { rotateSecrets } from './rotate';
import { keyringOf } from './sealed-box';
import { KEY_FILE, keyFilePath, NEXT_KEY_FILE, newKeyText, readKeyFile, writeKeyFile } from './secret-key';

/** Answers the number of values re-sealed and the new key's id. */
export async function rotateKeyFile(db: Db, dataDir: string): Promise<{ values: number; keyId: string }> {
  const current = keyFilePath(dataDir, KEY_FILE);
  const nextPath = keyFilePath(dataDir, NEXT_KEY_FILE);
  const old = readKeyFile(current);
  if (!existsSync(nextPath)) writeKeyFile(nextPath, newKeyText());
  const next = readKeyFile(nextPath);
  const values = await rotateSecrets(db, keyringOf(old, next), keyringOf(next));
  renameSync(nextPath, current);
  return { values, keyId: next.id };
}
