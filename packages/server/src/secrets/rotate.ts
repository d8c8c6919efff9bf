/**
 * Rotation of the secret key (`npm run secrets:rotate`, ./rotate-cli.ts): every sealed value is opened with the
 * old keyring and sealed again with the new key in one transaction — all values move or none does.
 */
import type { Db } from '../db/client';
import { isSealed, type Keyring, open, seal } from './sealed-box';
import { rewriteSecrets } from './sealed-columns';

/** Re-seals every secret at rest under `next.current`; answers how many values it re-sealed. */
export function rotateSecrets(db: Db, old: Keyring, next: Keyring): Promise<number> {
  return rewriteSecrets(db, (value) => seal(next, isSealed(value) ? open(old, value) : value));
}
