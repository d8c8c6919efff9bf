/** Demo stores: not written yet (the stores work fills this in). */
import type { Tx } from '../../db/client';

export async function seedDemoStores(_tx: Tx, _now: Date, _staff: { admin: number; sales: number }): Promise<void> {}
