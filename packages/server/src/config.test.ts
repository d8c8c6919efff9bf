import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { demoForNpmStart } from '../scripts/start-demo.mjs';
import { isLoopback, readConfig } from './config';

describe('configuration from the environment: demo logins only when asked for (ASVS 5.0 6.3.2)', () => {
  it('a server started directly has no demo data, on loopback too (a reverse proxy may sit in front)', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.demo).toBe(false);
    expect(readConfig({ HOST: '::1' }).demo).toBe(false);
    expect(readConfig({ HOST: 'localhost' }).demo).toBe(false);
  });

  it('DEMO=1 asks for demo data on any HOST; anything else is off', () => {
    expect(readConfig({ DEMO: '1' }).demo).toBe(true);
    expect(readConfig({ HOST: '0.0.0.0', DEMO: 'true' }).demo).toBe(true);
    for (const value of ['0', 'false', '', 'yes']) expect(readConfig({ DEMO: value }).demo, value).toBe(false);
  });

  it('production listens on every interface and has no demo data unless asked (which main.ts refuses)', () => {
    const config = readConfig({ NODE_ENV: 'production' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.production).toBe(true);
    expect(config.demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEMO: '1' })).toMatchObject({ production: true, demo: true });
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '127.0.0.1.example.com'].some(isLoopback)).toBe(false);
  });
});

describe('`npm start` asks for demo data for the embedded database on loopback, and says so', () => {
  it('sets DEMO=1 with no variables, or with a loopback HOST', () => {
    for (const env of [{}, { HOST: '127.0.0.1' }, { HOST: '::1' }, { HOST: 'localhost', PORT: '9000' }]) {
      const decided = demoForNpmStart(env);
      expect(decided?.env, JSON.stringify(env)).toEqual({ DEMO: '1' });
      expect(decided?.notice).toMatch(/DEMO=1/);
      expect(decided?.notice).toMatch(/DEMO=0/);
    }
  });

  it('leaves an explicit DEMO, production, PostgreSQL and other hosts alone', () => {
    for (const env of [
      { DEMO: '0' },
      { DEMO: '1' },
      { NODE_ENV: 'production' },
      { DATABASE_URL: 'postgres://db/soundboard' },
      { HOST: '0.0.0.0' },
      { HOST: '192.168.1.20' },
    ]) {
      expect(demoForNpmStart(env), JSON.stringify(env)).toBeNull();
    }
  });
});

describe('WORKERS', () => {
  const pg = { DATABASE_URL: 'postgres://db/soundboard' };

  it('is one process per core on PostgreSQL and one on the embedded database by default', () => {
    expect(readConfig({}).workers).toBe(1);
    expect(readConfig(pg).workers).toBe(availableParallelism());
    for (const [env, workers] of [
      [{ ...pg, WORKERS: '3' }, 3],
      [{ WORKERS: '1' }, 1],
    ] as const) {
      const config = readConfig(env);
      expect(config.workers).toBe(workers);
      expect(config.workersProblem).toBeUndefined();
    }
  });

  it('refuses more than one without PostgreSQL, and what is not a whole number from 1', () => {
    expect(readConfig({ WORKERS: '2' }).workersProblem).toMatch(/needs PostgreSQL \(DATABASE_URL\)/);
    for (const value of ['0', '-1', 'two', '1.5', '10000'])
      expect(readConfig({ ...pg, WORKERS: value }).workersProblem, value).toMatch(/whole number from 1/);
  });
});
