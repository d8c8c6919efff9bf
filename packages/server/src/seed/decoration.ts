/** The default home-page template and the fitment: not written yet (the templates work fills this in). */
import type { Tx } from '../db/client';

export async function seedDecoration(_tx: Tx, _now: Date, _options: { demo: boolean }): Promise<void> {}
