/**
 * Whether `npm start` asks for demo data: the server itself never infers it (src/config.ts, ASVS 5.0 6.3.2), but
 * the README's `npm ci && npm start` should show the demo. Asked only for the embedded database on this machine's
 * loopback outside production, when DEMO is not set either way; the notice says so and how to start without.
 * @param {Record<string, string | undefined>} env
 * @returns {{ env: { DEMO: '1' }, notice: string } | null}
 */
export function demoForNpmStart(env) {
  if (env.DEMO !== undefined || env.NODE_ENV === 'production' || env.DATABASE_URL) return null;
  // The same addresses as src/config.ts isLoopback (this script runs before the server is built).
  const host = env.HOST ?? '127.0.0.1';
  if (!(host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host))) return null;
  return {
    env: { DEMO: '1' },
    notice:
      'npm start: DEMO=1 (demo data and demo logins: embedded database, listening on loopback). ' +
      'Without the demo: DEMO=0 npm start, or run the server directly (node packages/server/dist/main.js).',
  };
}
