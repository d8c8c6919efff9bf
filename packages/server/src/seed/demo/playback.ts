/**
 * Demo announcement texts, playlists with their tracks and rules, and the stores' schedules (demo mode, empty
 * database). Being built (issue 21).
 */
import type { Tx } from '../../db/client';
import type { FileStore } from '../../storage/file-store';

export async function seedDemoPlayback(
  _tx: Tx,
  _now: Date,
  _staff: { editor: number; admin: number },
  _files?: FileStore,
): Promise<void> {}
