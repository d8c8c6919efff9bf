/**
 * An S3-compatible store for tests that run real server processes: s3rver in a child process on a loopback port of
 * its own, over a temporary directory, with one bucket (packages/server/src/storage/s3rver-child.mjs, started by
 * path, as the server suites' s3-test-server.ts does). `env` is what a server needs to use it (FILE_STORE=s3 …);
 * `stop` ends the child and deletes the directory.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('../../packages/server/src/storage/s3rver-child.mjs', import.meta.url));

export async function startS3rver(bucket = 'soundboard') {
  const directory = mkdtempSync(join(tmpdir(), 'sb-s3-'));
  // --openssl-legacy-provider: s3rver's list continuation tokens use DES (see s3rver-child.mjs).
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  const lines = createInterface({ input: child.stdout });
  const [first] = await Promise.race([once(lines, 'line'), exited.then(() => [''])]);
  const port = Number(JSON.parse(first || '{}').port);
  if (!port) {
    await stop();
    throw new Error('s3rver did not start');
  }
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against its own fixed credentials.
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  return { endpoint, bucket, directory, env, stop };
}
