/**
 * Which keyring the server's readers and writers of secrets use: the process's (serve.ts loads it at start, the
 * test harness sets one made in memory), or one given to a single database (a test that rotates its database's
 * key). Without either, sealing and opening fail: a secret is never stored in clear for want of a key.
 */
import type { Db } from '../db/client';
import { type Keyring, open, SecretKeyError, seal } from './sealed-box';

let processKeyring: Keyring | null = null;
const perDatabase = new WeakMap<Db, Keyring>();

/** Sets the keyring of the process, or with `db`, of that database handle only. */
export function useSecretKey(keyring: Keyring, db?: Db): void {
  if (db) perDatabase.set(db, keyring);
  else processKeyring = keyring;
}

export function keyringFor(db: Db): Keyring {
  const keyring = perDatabase.get(db) ?? processKeyring;
  if (!keyring) throw new SecretKeyError('no secret key is loaded (secrets/secret-key.ts)');
  return keyring;
}

/** Seals a secret for storing in `db`. */
export const sealFor = (db: Db, plain: string): string => seal(keyringFor(db), plain);

/** Opens a secret read from `db`. */
export const openFrom = (db: Db, sealed: string): string => open(keyringFor(db), sealed);
