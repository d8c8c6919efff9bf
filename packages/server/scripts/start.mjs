/**
 * `npm start`: build what is missing (the server, the admin app, the designers' Storybook), then run the server
 * in this process (PORT, default 8080). The builds' times go into the server's start-up line with its phases.
 * On the embedded database on loopback it asks for demo data (DEMO=1, start-demo.mjs) and prints that it did.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureAdminBuilt, ensureServerBuilt, ensureStorybookBuilt, serverDir } from './ensure-built.mjs';
import { demoForNpmStart } from './start-demo.mjs';

const phases = {};
for (const [name, ensure] of [
  ['buildServer', ensureServerBuilt],
  ['buildAdmin', ensureAdminBuilt],
  ['buildStorybook', ensureStorybookBuilt],
]) {
  const started = performance.now();
  if (ensure()) phases[name] = Math.round(performance.now() - started);
}
process.env.START_BUILD_PHASES = JSON.stringify(phases);
const demo = demoForNpmStart(process.env);
if (demo) {
  Object.assign(process.env, demo.env);
  console.info(demo.notice);
}
await import(pathToFileURL(join(serverDir, 'dist', 'main.js')).href);
