/** `npm run bench`: runs every benchmark the project has (bench:* scripts), one after another, and prints their figures. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts).filter((name) =>
  name.startsWith('bench:'),
);
let failed = 0;
for (const name of scripts) {
  console.info(`\n=== ${name} ===`);
  const result = spawnSync('npm', ['run', '-s', name], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
