/**
 * Secrets at rest at server start (serve.ts): load the key, then seal old clear values and check every sealed one
 * opens. A SecretKeyError stops the start with its message alone (it names key ids and files, never a secret).
 */
import type { Db } from '../db/client';
import { prepareSecretsAtRest } from './at-rest';
import { useSecretKey } from './process-key';
import { type Keyring, SecretKeyError } from './sealed-box';
import { loadSecretKey } from './secret-key';

function stopOn<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof SecretKeyError)) throw error;
    console.error(`\n✖ ${error.message}\n`);
    process.exit(1);
  }
}

/** The process's keyring, from SECRET_KEY or DATA_DIR/secret.key; a bad key or key file ends the process. */
export function loadSecretKeyOrStop(env: NodeJS.ProcessEnv, dataDir: string): Keyring {
  const keyring = stopOn(() => loadSecretKey(env, dataDir));
  useSecretKey(keyring);
  return keyring;
}

/** Seals clear values and checks the sealed ones (answers how many it sealed); a wrong key ends the process. */
export async function sealSecretsOrStop(db: Db, keyring: Keyring): Promise<number> {
  try {
    return await prepareSecretsAtRest(db, keyring);
  } catch (error) {
    return stopOn(() => {
      throw error;
    });
  }
}
