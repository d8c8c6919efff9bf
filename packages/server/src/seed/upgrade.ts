/**
 * Start-up, after the migrations: the data the seed owns is brought up to what this version seeds, in one
 * transaction, on every start and not only on an empty database. It belongs here when an existing database
 * would otherwise miss what a new version adds (new permission codes for the system roles; the seeded menu).
 * Each step is idempotent: a database already up to date is left as it is.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDecoration } from './decoration';
import { syncDictionaries } from './dictionaries';
import { syncMenu } from './menu-sync';
import { syncRoles } from './role-sync';

export interface UpgradeResult {
  /** System roles changed or added. */
  roles: number;
  /** Menu entries added, changed or removed (the menu follows the contract's screens). */
  menu: number;
  /** System dictionaries added. */
  dictionaries: number;
}

// Any constant: processes starting together on one PostgreSQL take turns (a lock held until the commit).
const UPGRADE_LOCK = 727_002;

export function upgradeSystemData(db: Db, now = new Date()): Promise<UpgradeResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPGRADE_LOCK})`);
    const result = {
      roles: await syncRoles(tx, now),
      menu: await syncMenu(tx),
      dictionaries: await syncDictionaries(tx, now),
    };
    // A database from before the storefront gets its default template and fitment (left alone when present).
    await seedDecoration(tx, now, { demo: false });
    return result;
  });
}
