/**
 * Every column that holds a sealed secret, with the column that finds its row: the start-up step (./at-rest.ts)
 * and rotation (./rotate.ts) walk this list, so a new secret column is added here once. S3 credentials are not
 * here: they come from the environment only (storage/store-config.ts) and are never stored.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys, twoFactorSecrets } from '../db/schema';

export interface SealedColumn {
  name: string;
  /** Every row's key and value. */
  read(db: Db): Promise<{ key: string | number; value: string }[]>;
  write(db: Db, key: string | number, value: string): Promise<void>;
}

export const SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'two_factor_secrets.secret',
    read: (db) => db.select({ key: twoFactorSecrets.userId, value: twoFactorSecrets.secret }).from(twoFactorSecrets),
    async write(db, key, value) {
      await db
        .update(twoFactorSecrets)
        .set({ secret: value })
        .where(eq(twoFactorSecrets.userId, Number(key)));
    },
  },
  {
    name: 'server_keys.secret',
    read: (db) => db.select({ key: serverKeys.name, value: serverKeys.secret }).from(serverKeys),
    async write(db, key, value) {
      await db
        .update(serverKeys)
        .set({ secret: value })
        .where(eq(serverKeys.name, String(key)));
    },
  },
];

/** In one transaction, replaces each secret value with what `change` answers (null: keep it); answers how many changed. */
export async function rewriteSecrets(db: Db, change: (value: string) => string | null): Promise<number> {
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const column of SEALED_COLUMNS) {
      for (const row of await column.read(tx as unknown as Db)) {
        const next = change(row.value);
        if (next === null) continue;
        await column.write(tx as unknown as Db, row.key, next);
        changed++;
      }
    }
    return changed;
  });
}
