/**
 * A resource added the way the next ones will be: a definition and a table, nothing else — served by the
 * generic router with every operation. Its fields use the newer types: a set of values (enumList), a region path
 * and a masked account. A second definition over the same table has rules: prepare's plan reaches afterWrite.
 */
import { defineResource, PRODUCT_KINDS } from '@soundboard/contract';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../db/schema/resource-columns';
import { DEMO, forEachDriver } from '../test/harness';
import { defineBinding } from './binding';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

const fields = {
  code: { type: 'text', required: true, max: 20, search: true, sortable: true, column: 'default' },
  name: { type: 'text', max: 60, column: 'default' },
  account: { type: 'text', max: 40, mask: 'last4', column: 'default' },
  kinds: { type: 'enumList', values: PRODUCT_KINDS, valueLabels: 'product.kind', filter: 'in', column: 'default' },
  region: { type: 'region', column: 'optional' },
} as const;

const gadget = defineResource({
  name: 'testGadget',
  path: '/test-gadgets',
  access: { read: 'product:read', write: 'product:write' },
  defaultSort: 'code',
  display: ['code', 'name'],
  fields,
});

/** The same records with rules: the server numbers them and keeps a note of what prepare worked out. */
const { permissions: _permissions, ...declared } = gadget;
const ruled = defineResource({ ...declared, name: 'testRuledGadget', path: '/test-ruled-gadgets', fields });

/** The one line of schema a new resource costs (the test creates the table itself instead of a migration). */
const gadgets = resourceTable('test_gadgets', gadget);

const notes = pgTable('test_gadget_notes', {
  gadgetId: integer('gadget_id').notNull(),
  text: text('text').notNull(),
});

const ruledBinding = defineBinding(ruled, {
  async prepare(ctx, input) {
    // The plan is something only prepare knows: afterWrite gets it as it was returned, typed.
    return { values: { code: `R-${input.code}` }, plan: { shout: input.name.toUpperCase(), at: ctx.now } };
  },
  async afterWrite(ctx, row, plan) {
    await ctx.tx.insert(notes).values({ gadgetId: row.id, text: `${plan.shout}@${plan.at.toISOString()}` });
  },
  async detail(db, row) {
    return { notes: (await db.select().from(notes).where(eq(notes.gadgetId, row.id))).map((note) => note.text) };
  },
});

describe('a resource with no rules', () => {
  it('is served from its definition and table alone', () => {
    const [plain, withRules] = servedResources([gadget, ruled], { testGadget: gadgets, testRuledGadget: gadgets }, [
      ruledBinding,
    ]);
    expect(plain).toMatchObject({ def: gadget, source: gadgets, hooks: {} });
    expect(withRules?.hooks.prepare).toBeTypeOf('function');
    expect(() => servedResources([gadget], {}, [])).toThrow('testGadget has no table');
  });
});

forEachDriver('a new resource, from its definition and table', (h) => {
  let admin = '';
  let viewer = '';

  beforeAll(async () => {
    // Mounted before the app answers anything (its router is built on the first request).
    for (const served of servedResources([gadget, ruled], { testGadget: gadgets, testRuledGadget: gadgets }, [
      ruledBinding,
    ]))
      h.app.route('/behind', resourceRoutes(served));
    await h.database.db.execute(sql`
      CREATE TABLE test_gadgets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, code text NOT NULL, name text NOT NULL DEFAULT '',
        account text NOT NULL DEFAULT '', kinds text[] NOT NULL DEFAULT '{}', region text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(), created_by integer,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by integer, version integer NOT NULL DEFAULT 1)`);
    await h.database.db.execute(sql`CREATE TABLE test_gadget_notes (gadget_id integer NOT NULL, text text NOT NULL)`);
    admin = await h.login('admin', DEMO.admin);
    viewer = await h.login('viewer', DEMO.viewer);
  });

  const create = (json: Record<string, unknown>, path = '/behind/test-gadgets') =>
    h.call('POST', path, { token: admin, json });

  it('creates, lists and filters a set of values: any shared value matches', async () => {
    const a = await create({ code: 'G-1', name: 'Ceiling', kinds: ['speaker', 'amplifier'] });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    // A set is kept in the declared order, whatever order it was picked in.
    const b = await create({ code: 'G-2', kinds: ['microphone', 'speaker'] });
    expect(b.body.data.kinds).toEqual(['speaker', 'microphone']);
    await create({ code: 'G-3', kinds: [] });
    const codes = async (query: string) =>
      (await h.call('GET', `/behind/test-gadgets?${query}`, { token: viewer })).body.data.list.map(
        (row: { code: string }) => row.code,
      );
    expect(await codes('kinds=speaker')).toEqual(['G-1', 'G-2']);
    expect(await codes('kinds=amplifier,mixer')).toEqual(['G-1']);
    expect(await codes('kinds=mixer')).toEqual([]);
    expect(await codes('')).toEqual(['G-1', 'G-2', 'G-3']);
    expect((await h.call('GET', '/behind/test-gadgets?kinds=drums', { token: viewer })).status).toBe(422);
  });

  it('masks an account in the list and the export, and shows it whole in the record and its history', async () => {
    const created = (await create({ code: 'M-1', account: '6222020200112233', region: ['440000', '440300', '440305'] }))
      .body.data;
    expect(created.account).toBe('6222020200112233');
    const list = await h.call('GET', '/behind/test-gadgets?q=M-1', { token: admin });
    expect(list.body.data.list[0].account).toBe('********2233');
    const one = await h.call('GET', `/behind/test-gadgets/${created.id}`, { token: admin });
    expect(one.body.data.account).toBe('6222020200112233');
    const history = await h.call('GET', `/behind/test-gadgets/${created.id}/history`, { token: admin });
    expect(JSON.stringify(history.body.data)).not.toContain('****');

    const csv = await h.app.request('/behind/test-gadgets/export?q=M-1', {
      headers: { 'admin-token': admin, 'accept-language': 'zh-CN', 'x-forwarded-for': '10.0.0.1' },
    });
    const [, row] = (await csv.text()).trimEnd().split('\r\n');
    expect(row).toContain(',********2233,');
    expect(row).not.toContain('6222020200112233');
    expect(row).toContain('广东省/深圳市/南山区');
  });

  it('shows a set of values in the export by its translated labels', async () => {
    const csv = await h.app.request('/behind/test-gadgets/export?q=G-1', {
      headers: { 'admin-token': admin, 'accept-language': 'en-US', 'x-forwarded-for': '10.0.0.1' },
    });
    const [, row] = (await csv.text()).trimEnd().split('\r\n');
    expect(row).toContain('Speaker; Amplifier');
  });

  it("hands prepare's plan to afterWrite in the same write", async () => {
    const created = await create({ code: 'P-1', name: 'quiet' }, '/behind/test-ruled-gadgets');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.code).toBe('R-P-1');
    expect(created.body.data.notes).toHaveLength(1);
    expect(created.body.data.notes[0]).toMatch(/^QUIET@\d{4}-/);
  });
});
