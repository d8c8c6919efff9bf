/**
 * `npm run secrets:rotate` (packages/server/scripts/secrets-rotate.mjs): re-seals every secret at rest under a new
 * key, with the servers stopped. With a key file (DATA_DIR/secret.key) the file is replaced; with SECRET_KEY the
 * new key comes from SECRET_KEY_NEW, and SECRET_KEY must be set to it on every process before they start again.
 */
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { rotateSecrets } from './rotate';
import { rotateKeyFile } from './rotate-key-file';
import { keyringOf } from './sealed-box';
import { parseSecretKey } from './secret-key';

const config = readConfig(process.env);
try {
  const database = await openDatabase(config);
  try {
    if (process.env.SECRET_KEY) {
      if (!process.env.SECRET_KEY_NEW) throw new Error('with SECRET_KEY set, give the new key in SECRET_KEY_NEW');
      const old = parseSecretKey(process.env.SECRET_KEY);
      const next = parseSecretKey(process.env.SECRET_KEY_NEW, 'SECRET_KEY_NEW');
      const values = await rotateSecrets(database.db, keyringOf(old), keyringOf(next));
      console.info(`Re-sealed ${values} secrets under key ${next.id}: set SECRET_KEY to SECRET_KEY_NEW's value now.`);
    } else {
      const { values, keyId } = await rotateKeyFile(database.db, config.dataDir);
      console.info(`Re-sealed ${values} secrets under key ${keyId}; ${config.dataDir}/secret.key replaced.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
