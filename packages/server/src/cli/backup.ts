/**
 * `npm run db:backup` -> backups/soundboard-<time>.tar from DATA_DIR (default ./data): the database and the files.
 * `npm run db:restore -- <file>` -> restores that file into DATA_DIR, which must be empty or absent.
 */
import { resolve } from 'node:path';
import { backupDataDir, restoreDataDir } from '../db/backup';
import { readStoreConfig } from '../storage/store-config';

const [command = 'backup', file] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');

try {
  if (command === 'restore') {
    if (!file) throw new Error('usage: npm run db:restore -- <backup.tar>');
    const restored = await restoreDataDir(resolve(file), dataDir);
    console.info(`Restored ${file} into ${dataDir} (${restored.files} stored files)`);
  } else {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = resolve(file ?? `backups/soundboard-${stamp}.tar`);
    const s3 = readStoreConfig(process.env).kind === 's3';
    const { bytes, files } = await backupDataDir(dataDir, out, { includeFiles: !s3 });
    const what = s3 ? 'the files are in the S3 bucket: back it up separately' : `${files} stored files`;
    console.info(`Backup of ${dataDir} written to ${out} (${(bytes / 1024).toFixed(0)} KiB; ${what})`);
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}
