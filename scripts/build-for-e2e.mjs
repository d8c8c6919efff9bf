/**
 * Builds what the e2e walks drive: the admin app and the server, from the current sources, as users get them.
 * Run by the e2e project's global setup, or by `npm test` ahead of time (beside the typecheck) so the e2e lane
 * starts with them built.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const packages = fileURLToPath(new URL('../packages/', import.meta.url));

function build(dir) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'error'], {
      cwd: `${packages}${dir}`,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build React's development runtime (StrictMode's double effects,
      // jsxDEV): the tests must drive the build users get.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('close', (status) => resolve(status === 0));
  });
}

const built = await Promise.all([build('admin'), build('server')]);
process.exit(built.every(Boolean) ? 0 : 1);
