/** `npm run secrets:rotate`: re-seals the secrets at rest under a new key (see src/secrets/rotate-cli.ts). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, serverDir } from './ensure-built.mjs';

ensureServerBuilt();
await import(pathToFileURL(join(serverDir, 'dist', 'secrets-rotate.js')).href);
