/**
 * Which file store the server uses, from the environment (documented in packages/server/README.md):
 * FILE_STORE=directory (default: DATA_DIR/files) or s3 with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID,
 * S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. A wrong or incomplete setting stops the start with the names of the
 * variables at fault, never their values.
 */
import { join } from 'node:path';
import { directoryStore } from './directory-store';
import type { FileStore } from './file-store';
import { type S3Options, s3Store } from './s3-store';

export type StoreConfig = { kind: 'directory' } | ({ kind: 's3' } & S3Options);

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const yes = (value: string | undefined) => value === '1' || value === 'true';

export function readStoreConfig(env: NodeJS.ProcessEnv): StoreConfig {
  const kind = env.FILE_STORE ?? 'directory';
  if (kind === 'directory') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE must be "directory" or "s3", not "${kind.slice(0, 40)}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`FILE_STORE=s3 needs ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT ?? '';
  if (!/^https?:\/\/[^/]/.test(endpoint)) throw new Error('S3_ENDPOINT must be an http(s) URL');
  const config = {
    kind,
    endpoint,
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: yes(env.S3_FORCE_PATH_STYLE),
  } as const;
  // Kept out of JSON and util.inspect, so logging the configuration never prints the key.
  Object.defineProperty(config, 'secretAccessKey', { enumerable: false });
  return config;
}

export function openFileStore(config: StoreConfig, dataDir: string): FileStore {
  return config.kind === 's3' ? s3Store(config) : directoryStore(join(dataDir, 'files'));
}

/** Where the files are, for the start-up log: no credentials. */
export function describeStore(config: StoreConfig, dataDir: string): Record<string, string> {
  return config.kind === 's3'
    ? { fileStore: 's3', endpoint: new URL(config.endpoint).origin, bucket: config.bucket }
    : { fileStore: 'directory', path: join(dataDir, 'files') };
}
