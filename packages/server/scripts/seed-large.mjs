/** `npm run seed:large [-- --orders <count>]`: see src/cli/seed-large.ts (runs from the server bundle, built if stale). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';

ensureServerBuilt();
await import(pathToFileURL(join(serverDir, 'dist', 'seed-large.js')).href);
