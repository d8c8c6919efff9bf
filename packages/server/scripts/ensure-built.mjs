/**
 * Builds what is missing or stale before running: the server bundle (dist/, rebuilt when any file under src/,
 * drizzle/ or the contract is newer), the admin app when its dist is missing, and the Storybook build
 * (storybook-static/ at the repository's root, served under /storybook/) when it is missing. Each answers whether
 * it built.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = dirname(dirname(fileURLToPath(import.meta.url)));
const packagesDir = dirname(serverDir);

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) latest = Math.max(latest, newest(path));
    else latest = Math.max(latest, statSync(path).mtimeMs);
  }
  return latest;
}

function run(label, args, cwd) {
  console.info(`▶ ${label}`);
  const result = spawnSync('npx', args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

export function ensureServerBuilt() {
  const bundle = join(serverDir, 'dist', 'main.js');
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  const sources = Math.max(
    newest(join(serverDir, 'src')),
    newest(join(serverDir, 'drizzle')),
    newest(join(packagesDir, 'contract', 'src')),
  );
  if (sources <= built) return false;
  run('building the server (vite build --ssr)', ['vite', 'build', '--logLevel', 'warn'], serverDir);
  return true;
}

export function ensureAdminBuilt() {
  const admin = join(packagesDir, 'admin');
  const manifest = join(admin, 'package.json');
  if (!existsSync(manifest) || existsSync(join(admin, 'dist', 'index.html'))) return false;
  const { scripts = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!scripts.build) return false;
  run('building the admin app', ['npm', 'run', 'build'], admin);
  return true;
}

export function ensureStorybookBuilt() {
  const root = dirname(packagesDir);
  if (existsSync(join(root, 'storybook-static', 'index.html'))) return false;
  run('building Storybook (served under /storybook/)', ['npm', 'run', 'build-storybook'], root);
  return true;
}
