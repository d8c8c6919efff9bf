/**
 * `npm run db:backup` -> backups/soundboard-<time>.tar.gz from DATA_DIR (default ./data).
 * `npm run db:restore -- <file>` -> restores that file into DATA_DIR, which must be empty or absent.
 */
import { resolve } from 'node:path';
import { backupDataDir, restoreDataDir } from '../db/backup';

const [command = 'backup', file] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');

try {
  if (command === 'restore') {
    if (!file) throw new Error('usage: npm run db:restore -- <backup.tar.gz>');
    await restoreDataDir(resolve(file), dataDir);
    console.info(`Restored ${file} into ${dataDir}`);
  } else {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = resolve(file ?? `backups/soundboard-${stamp}.tar.gz`);
    const size = await backupDataDir(dataDir, out);
    console.info(`Backup of ${dataDir} written to ${out} (${(size / 1024).toFixed(0)} KiB)`);
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
