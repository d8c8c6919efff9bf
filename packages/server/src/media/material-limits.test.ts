/**
 * GET /materials/limits on both drivers: each kind's configured limit in bytes, following a configuration
 * change, readable by content staff without config:read, refused without material:read.
 */
import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { configValues } from '../db/schema';
import { forgetConfig } from '../settings/config-store';
import { DEMO, forEachDriver } from '../test/harness';

const LIMITS = '/behind/materials/limits';
const MiB = 1024 * 1024;

forEachDriver('media library limits', (h) => {
  it('answers the configured limit of each kind in bytes, and follows a change', async () => {
    const token = await h.login('admin', DEMO.admin);
    const defaults = await h.call('GET', LIMITS, { token });
    expect(defaults.body.data).toEqual({ image: 10 * MiB, audio: 50 * MiB, video: 200 * MiB, document: 20 * MiB });
    const keys = ['media.imageMaxMb', 'media.documentMaxMb'];
    await h.database.db.insert(configValues).values([
      { key: 'media.imageMaxMb', value: 3 },
      { key: 'media.documentMaxMb', value: 7 },
    ]);
    forgetConfig(h.deps.db);
    try {
      const changed = await h.call('GET', LIMITS, { token });
      expect(changed.body.data).toEqual({ image: 3 * MiB, audio: 50 * MiB, video: 200 * MiB, document: 7 * MiB });
    } finally {
      await h.database.db.delete(configValues).where(inArray(configValues.key, keys));
      forgetConfig(h.deps.db);
    }
  });

  it('is open to content staff who cannot read the configuration, and closed without material:read', async () => {
    const editor = await h.login('editor', DEMO.editor);
    expect((await h.call('GET', '/behind/config/media', { token: editor })).status).toBe(403);
    const res = await h.call('GET', LIMITS, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.data.image).toBe(10 * MiB);
    const sales = await h.login('sales', DEMO.sales);
    expect((await h.call('GET', LIMITS, { token: sales })).status).toBe(403);
    expect((await h.call('GET', LIMITS)).status).toBe(401);
  });
});
