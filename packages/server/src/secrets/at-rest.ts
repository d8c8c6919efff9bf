/**
 * The start-up step of secrets at rest, in one transaction: values still in clear (written before sealing
 * existed) are sealed, and every sealed value must open with the loaded key — a wrong or missing key stops the
 * start with a SecretKeyError naming the key ids, rather than failing sign-ins later. Running it again changes
 * nothing.
 */
import type { Db } from '../db/client';
import { isSealed, type Keyring, open, seal } from './sealed-box';
import { rewriteSecrets } from './sealed-columns';

/** Seals clear values and checks the sealed ones; answers how many values it sealed. */
export function prepareSecretsAtRest(db: Db, keyring: Keyring): Promise<number> {
  return rewriteSecrets(db, (value) => {
    if (!isSealed(value)) return seal(keyring, value);
    open(keyring, value);
    return null;
  });
}
