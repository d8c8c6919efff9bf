/**
 * Builds what the e2e walks drive, from the current sources, as users get them: the admin app, the server and the
 * designers' Storybook (storybook-static/, which the server serves under /storybook/ and `npm start` reuses).
 * Run by the e2e project's global setup, or by `npm test` ahead of time (beside the typecheck) so the e2e lane
 * starts with them built; a Storybook that does not build fails the run here.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function build(dir, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: `${root}${dir}`,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would build React's development runtime (StrictMode's double effects,
      // jsxDEV): the tests must drive the build users get.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('close', (status) => resolve(status === 0));
  });
}

const vite = ['vite', 'build', '--logLevel', 'error'];
const built = await Promise.all([
  build('packages/admin', 'npx', vite),
  build('packages/server', 'npx', vite),
  // The root's build-storybook script: the one place that says where the build goes.
  build('.', 'npm', ['run', '--silent', 'build-storybook']),
]);
process.exit(built.every(Boolean) ? 0 : 1);
