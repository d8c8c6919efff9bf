/** `npm start`: build what is missing, then run the server in this process (PORT, default 8080). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureAdminBuilt, ensureServerBuilt, serverDir } from './ensure-built.mjs';

ensureServerBuilt();
ensureAdminBuilt();
await import(pathToFileURL(join(serverDir, 'dist', 'main.js')).href);
