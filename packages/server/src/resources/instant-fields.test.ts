/**
 * A writable instant (a `datetime` field, or an action's `datetime` input) arrives as an ISO string and is stored
 * as the instant it names, by the framework alone: a resource without rules of its own can have one.
 */
import { defineResource } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { resourceTable } from '../db/schema/resource-columns';
import { DEMO, forEachDriver } from '../test/harness';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

const slot = defineResource({
  name: 'testSlot',
  path: '/test-slots',
  access: { read: 'product:read', write: 'product:write' },
  defaultSort: 'id',
  fields: {
    at: { type: 'datetime', required: true },
    status: { type: 'enum', readOnly: true, values: ['open', 'moved'] },
  },
  states: {
    field: 'status',
    initial: 'open',
    transitions: { move: { from: ['open'], to: 'moved', input: { at: { type: 'datetime', required: true } } } },
  },
});
const slots = resourceTable('test_slots', slot);

forEachDriver('instants a write names', (h) => {
  let admin = '';

  beforeAll(async () => {
    for (const served of servedResources([slot], { testSlot: slots }, []))
      h.app.route('/behind', resourceRoutes(served));
    await h.database.db.execute(sql`
      CREATE TABLE test_slots (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at timestamptz NOT NULL, status text NOT NULL DEFAULT 'open',
        created_at timestamptz NOT NULL DEFAULT now(), created_by integer,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by integer, version integer NOT NULL DEFAULT 1)`);
    admin = await h.login('admin', DEMO.admin);
  });

  it('stores the instant of a create, an update and an action, whatever the offset it was written with', async () => {
    const created = await h.call('POST', '/behind/test-slots', {
      token: admin,
      json: { at: '2026-12-01T10:00:00+08:00' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.at).toBe('2026-12-01T02:00:00.000Z');
    const { id } = created.body.data;
    const updated = await h.call('PUT', `/behind/test-slots/${id}`, {
      token: admin,
      json: { at: '2026-12-02T03:30:00Z', version: 1 },
    });
    expect(updated.body.data.at).toBe('2026-12-02T03:30:00.000Z');
    const moved = await h.call('POST', `/behind/test-slots/${id}/move`, {
      token: admin,
      json: { at: '2026-12-03T09:00:00+08:00', version: 2 },
    });
    expect(moved.body.data).toMatchObject({ status: 'moved', at: '2026-12-03T01:00:00.000Z' });
  });
});
