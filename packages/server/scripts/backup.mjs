/** `npm run db:backup` / `npm run db:restore -- <file>`: see src/cli/backup.ts. */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';

ensureServerBuilt();
await import(pathToFileURL(join(serverDir, 'dist', 'backup.js')).href);
