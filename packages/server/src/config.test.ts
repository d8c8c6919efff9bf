import { describe, expect, it } from 'vitest';
import { isLoopback, readConfig } from './config';

describe('configuration from the environment: demo logins only where nobody else reaches them', () => {
  it('a fresh `npm start` (no variables) listens on loopback with demo data', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.demo).toBe(true);
  });

  it('listening beyond this machine turns demo data off unless DEMO=1 asks for it', () => {
    expect(readConfig({ HOST: '0.0.0.0' }).demo).toBe(false);
    expect(readConfig({ HOST: '192.168.1.20' }).demo).toBe(false);
    expect(readConfig({ HOST: '0.0.0.0', DEMO: '1' }).demo).toBe(true);
    expect(readConfig({ HOST: '::1' }).demo).toBe(true);
    expect(readConfig({ HOST: '127.0.0.1', DEMO: '0' }).demo).toBe(false);
  });

  it('production listens on every interface and has no demo data', () => {
    const config = readConfig({ NODE_ENV: 'production' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).demo).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.1', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '127.0.0.1.example.com'].some(isLoopback)).toBe(false);
  });
});
