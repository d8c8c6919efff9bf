import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { describeStore, openFileStore, readStoreConfig } from './store-config';

const S3_ENV = {
  FILE_STORE: 's3',
  S3_ENDPOINT: 'https://s3.example.com',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'very-secret-key',
};

describe('file store configuration from the environment', () => {
  it('is the directory under DATA_DIR unless FILE_STORE says otherwise', () => {
    expect(readStoreConfig({})).toEqual({ kind: 'directory' });
    const config = readConfig({ DATA_DIR: '/srv/sb' });
    expect(openFileStore(config.fileStore, config.dataDir).kind).toBe('directory');
    expect(describeStore(config.fileStore, config.dataDir)).toEqual({ fileStore: 'directory', path: '/srv/sb/files' });
  });

  it('reads S3 settings with their defaults (us-east-1, virtual-hosted style)', () => {
    const config = readStoreConfig(S3_ENV);
    expect(config).toMatchObject({
      kind: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'media',
      region: 'us-east-1',
    });
    expect(config.kind === 's3' && config.forcePathStyle).toBe(false);
    expect(config.kind === 's3' && config.secretAccessKey).toBe('very-secret-key');
    const pathStyle = readStoreConfig({ ...S3_ENV, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: '1' });
    expect(pathStyle).toMatchObject({ region: 'cn-north-1', forcePathStyle: true });
    expect(openFileStore(config, '/srv/sb').kind).toBe('s3');
  });

  it('never shows the secret key when the configuration is printed or logged', () => {
    const config = readStoreConfig(S3_ENV);
    expect(JSON.stringify(readConfig(S3_ENV))).not.toContain('very-secret-key');
    expect(inspect(config, { depth: 5 })).not.toContain('very-secret-key');
    expect(JSON.stringify(describeStore(config, '/srv'))).not.toMatch(/very-secret-key|AKIAEXAMPLE/);
    // Credentials someone wrote into the endpoint's URL stay out of the start-up log too.
    const inUrl = readStoreConfig({ ...S3_ENV, S3_ENDPOINT: 'https://user:pass@s3.example.com/' });
    expect(describeStore(inUrl, '/srv')).toEqual({
      fileStore: 's3',
      endpoint: 'https://s3.example.com',
      bucket: 'media',
    });
  });

  it('stops on a wrong or incomplete setting, naming the variables but not their values', () => {
    expect(() => readStoreConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE must be "directory" or "s3"/);
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3_ENV;
    expect(() => readStoreConfig(partial)).toThrow('FILE_STORE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY');
    expect(() => readStoreConfig({ ...S3_ENV, S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT must be/);
  });
});
