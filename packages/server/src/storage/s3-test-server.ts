/**
 * Tests only: an S3-compatible server (s3rver) on loopback with a random port and its own temporary directory,
 * in a child process (see s3rver-child.mjs), and an S3 file store pointed at it. `stop()` ends that process and
 * removes the directory.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FileStore } from './file-store';
import { type S3Options, s3Store } from './s3-store';

export interface TestS3 {
  options: S3Options;
  store: FileStore;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url));

export async function startTestS3(bucket = 'soundboard'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sb-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([once(lines, 'line'), exited.then(() => [''])])) as string[];
  const port = Number((JSON.parse(first || '{}') as { port?: number }).port);
  if (!port) throw new Error('s3rver did not start');
  // s3rver checks the signature with its own credentials.
  const options: S3Options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    options,
    store: s3Store(options),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
