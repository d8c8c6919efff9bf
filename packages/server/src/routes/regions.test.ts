import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';

forEachDriver('region lists', (h) => {
  it('serves the GB/T 2260 lists to a signed-in user, gzipped when asked, cacheable for a day', async () => {
    const token = await h.login('viewer', DEMO.viewer);
    const plain = await h.call('GET', '/behind/regions', { token });
    expect(plain.body.code).toBe(1);
    const { provinces, cities, areas } = plain.body.data;
    expect(provinces).toContainEqual({ code: '11', name: '北京市' });
    expect(cities.length).toBeGreaterThan(300);
    expect(areas.length).toBeGreaterThan(2800);
    expect(areas[0]).toHaveProperty('cityCode');
    expect(plain.headers.get('cache-control')).toBe('private, max-age=86400');

    const zipped = await h.call('GET', '/behind/regions', { token, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect((await h.call('GET', '/behind/regions')).status).toBe(401);
  });
});
