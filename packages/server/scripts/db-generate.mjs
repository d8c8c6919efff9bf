/**
 * `npm run db:generate -w @soundboard/server`: drizzle-kit generate. drizzle-kit lives in the root node_modules
 * but drizzle-orm only in this package's, and drizzle-kit looks for it with a bare import(); a throw-away folder
 * of symlinks run with --preserve-symlinks lets it find both without touching any node_modules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = dirname(dirname(fileURLToPath(import.meta.url)));
/** The nearest node_modules/<name> walking up from this package, like Node's own lookup. */
function packageDir(name) {
  for (let dir = server; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return join(dir, 'node_modules', name);
  }
  throw new Error(`${name} is not installed`);
}
const kit = packageDir('drizzle-kit');
const orm = packageDir('drizzle-orm');
const shim = mkdtempSync(join(tmpdir(), 'sb-drizzle-kit-'));
mkdirSync(join(shim, 'node_modules'));
symlinkSync(kit, join(shim, 'node_modules', 'drizzle-kit'));
symlinkSync(orm, join(shim, 'node_modules', 'drizzle-orm'));
const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(shim, 'node_modules', 'drizzle-kit', 'bin.cjs'),
    'generate',
    ...process.argv.slice(2),
  ],
  { cwd: server, stdio: 'inherit' },
);
rmSync(shim, { recursive: true, force: true });
process.exit(result.status ?? 1);
