/**
 * Issue 16, finding 12: input that passed validation still answered 500. Each case now answers as it should and
 * changes nothing: an ISO datetime bound on a timestamp filter works as a filter; ids and reference filters
 * above INT_MAX are refused (404 / 422); a NUL character in a body, a query or a path is refused (422 / 404).
 * (A malformed % escape under /admin/ is in static/admin.test.ts.)
 */
import { expect, it } from 'vitest';
import { DEMO, forEachDriver } from '../test/harness';
import { tableChecksums } from './db-checksum';

forEachDriver('bad input that used to answer 500', (h) => {
  let token = '';
  const get = (path: string) => h.call('GET', path, { token, headers: { 'arco-locale': 'en-US' } });

  it('filters shipped deliveries by an ISO datetime bound', async () => {
    token = await h.login('admin', DEMO.admin);
    const all = await get('/behind/deliveries?pageSize=100');
    expect(all.status).toBe(200);
    const shipped = (all.body.data.list as { shippedAt: string | null }[])
      .map((row) => row.shippedAt)
      .filter((at): at is string => at !== null)
      .sort();
    expect(shipped.length).toBeGreaterThan(1);
    const from = await get(`/behind/deliveries?pageSize=100&shippedAtFrom=${encodeURIComponent(shipped.at(-1) ?? '')}`);
    expect(from.status).toBe(200);
    expect(from.body.data.total).toBe(shipped.filter((at) => at === shipped.at(-1)).length);
    const zone = await get(
      '/behind/deliveries?shippedAtFrom=2024-01-01T00:00:00Z&shippedAtTo=2024-01-01T08:00:00%2B08:00',
    );
    expect(zone.status).toBe(200);
    expect(zone.body.data.total).toBe(0);
    const sloppy = await get('/behind/deliveries?shippedAtFrom=1');
    expect(sloppy.status).toBe(422);
    expect(sloppy.body.data.issues[0]).toMatchObject({ path: 'shippedAtFrom' });
  });

  it('refuses ids and reference filters above INT_MAX', async () => {
    expect((await get('/behind/products/2147483648')).status).toBe(404);
    expect((await get('/behind/products/99999999999')).status).toBe(404);
    for (const query of ['supplierId=2147483648', 'supplierId=9999999999999', 'orderId=2147483648']) {
      const path = query.startsWith('orderId') ? `/behind/deliveries?${query}` : `/behind/products?${query}`;
      const answer = await get(path);
      expect(answer.status, query).toBe(422);
      expect(answer.body.code).toBe(400022);
    }
    expect((await get('/behind/products?supplierId=2147483647')).status).toBe(200);
  });

  it('refuses a NUL character in a body, a query and a path, and writes nothing', async () => {
    const before = await tableChecksums(h.database.db);
    const created = await h.call('POST', '/behind/customers', {
      token,
      headers: { 'arco-locale': 'zh-CN' },
      json: { name: 'Acme\u0000Audio', kind: 'company' },
    });
    expect(created.status).toBe(422);
    expect(created.body.data.issues).toEqual([{ path: 'name', message: '值不合法' }]);
    const search = await get('/behind/products?q=a%00b');
    expect(search.status).toBe(422);
    expect(search.body.data.issues[0].path).toBe('q');
    expect((await get('/behind/products/export?q=%00')).status).toBe(422);
    const code = await get('/behind/dictionary-options/%00');
    expect(code.status).toBe(404);
    expect(code.body).toMatchObject({ code: 400004, message: 'Not found' });
    expect(await tableChecksums(h.database.db)).toEqual(before);
  });
});
