/**
 * Every reference a write names must exist — a record's fields when set or changed, and an action's input — or
 * the write is refused with a field issue in the caller's language and nothing changes; a reference left as it
 * was is not looked up again.
 */
import { defineResource } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { resourceTable } from '../db/schema/resource-columns';
import { DEMO, forEachDriver } from '../test/harness';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

const visit = defineResource({
  name: 'testVisit',
  path: '/test-visits',
  access: { read: 'product:read', write: 'product:write' },
  defaultSort: 'id',
  fields: {
    productId: { type: 'reference', ref: 'product', required: true },
    technicianId: { type: 'reference', ref: 'user' },
    status: { type: 'enum', readOnly: true, values: ['open', 'scheduled'] },
  },
  states: {
    field: 'status',
    initial: 'open',
    transitions: {
      schedule: {
        from: ['open'],
        to: 'scheduled',
        input: { technicianId: { type: 'reference', ref: 'user', required: true } },
      },
    },
  },
});
const visits = resourceTable('test_visits', visit);

forEachDriver('references a write names', (h) => {
  let admin = '';
  const en = { 'accept-language': 'en-US' };
  const count = async () =>
    Number(
      ((await h.database.db.execute(sql`SELECT count(*) AS n FROM test_visits`)) as { rows: { n: string }[] }).rows[0]
        ?.n,
    );

  beforeAll(async () => {
    for (const served of servedResources([visit], { testVisit: visits }, []))
      h.app.route('/behind', resourceRoutes(served));
    await h.database.db.execute(sql`
      CREATE TABLE test_visits (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, product_id integer NOT NULL, technician_id integer,
        status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(), created_by integer,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by integer, version integer NOT NULL DEFAULT 1)`);
    admin = await h.login('admin', DEMO.admin);
  });

  it('refuses a record or a user that does not exist, by field, and writes nothing', async () => {
    const refused = await h.call('POST', '/behind/test-visits', {
      token: admin,
      headers: en,
      json: { productId: 999_999, technicianId: 999_999 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data.issues).toEqual([
      { path: 'productId', message: 'No such record' },
      { path: 'technicianId', message: 'No such record' },
    ]);
    expect(await count()).toBe(0);
  });

  it("checks an action's input, and lets an unchanged reference be", async () => {
    const created = await h.call('POST', '/behind/test-visits', { token: admin, json: { productId: 1 } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, version } = created.body.data;
    const schedule = (technicianId: number) =>
      h.call('POST', `/behind/test-visits/${id}/schedule`, {
        token: admin,
        headers: en,
        json: { version, technicianId },
      });
    const nobody = await schedule(999_999);
    expect(nobody.status).toBe(422);
    expect(nobody.body.data.issues).toEqual([{ path: 'technicianId', message: 'No such record' }]);
    const scheduled = await schedule(1);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', technicianId: 1 });

    // The product goes away; the record still saves while it keeps naming it.
    await h.database.db.execute(sql`UPDATE test_visits SET product_id = 999998 WHERE id = ${id}`);
    const kept = await h.call('PUT', `/behind/test-visits/${id}`, {
      token: admin,
      json: { productId: 999_998, technicianId: 1, version: scheduled.body.data.version },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  });
});
