/** Demo ad positions and ads: not written yet (the advertisements work fills this in). */
import type { Tx } from '../../db/client';

export async function seedDemoAds(_tx: Tx, _now: Date): Promise<void> {}
