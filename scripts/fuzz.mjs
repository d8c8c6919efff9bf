/**
 * `npm run fuzz`: the fuzz suite (packages/server/src/openapi/fuzz.test.ts) long — many cases per route, on both
 * drivers, a new seed each run. The seed is printed: `FUZZ_SEED=<seed> npm run fuzz` replays a failure.
 * FUZZ_RUNS (default 300) and FUZZ_DRIVERS (default pglite,postgres) override the rest.
 */
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '300',
  FUZZ_DRIVERS: process.env.FUZZ_DRIVERS ?? 'pglite,postgres',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31),
};
console.log(`fuzz: ${env.FUZZ_RUNS} cases per route, drivers ${env.FUZZ_DRIVERS}, seed ${env.FUZZ_SEED}`);
const test = 'packages/server/src/openapi/fuzz.test.ts';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', test, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(result.status ?? 1);
