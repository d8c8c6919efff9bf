/**
 * A document number declared in the definition (ResourceDef.numbering): the server gives each new record the
 * prefix, the China calendar day and the resource's own gap-free counter; a refused create gives its number back;
 * concurrent creates never share one; nobody types it.
 */
import { businessDay, defineResource, ResultCode } from '@soundboard/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { resourceTable } from '../db/schema/resource-columns';
import { ApiError } from '../http/errors';
import { DEMO, forEachDriver } from '../test/harness';
import { defineBinding } from './binding';
import { servedResources } from './registry';
import { resourceRoutes } from './router';

const ticket = defineResource({
  name: 'testTicket',
  path: '/test-tickets',
  access: { read: 'product:read', write: 'product:write' },
  numbering: { field: 'ticketNo', prefix: 'TT' },
  defaultSort: '-ticketNo',
  fields: {
    ticketNo: { type: 'text', readOnly: true, required: true, unique: true, search: true, column: 'default' },
    code: { type: 'text', required: true, unique: true, max: 20, column: 'default' },
  },
});
const tickets = resourceTable('test_tickets', ticket);
/** Rules that refuse a record once it is written (and numbered). */
const refusing = defineBinding(ticket, {
  async afterWrite(_ctx, row) {
    if (row.code === 'REFUSED') throw new ApiError(ResultCode.ValidationFailed);
  },
});

forEachDriver('a numbered resource', (h) => {
  let admin = '';
  const create = (code: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', '/behind/test-tickets', { token: admin, json: { code, ...extra } });
  const day = () => businessDay(h.now()).replaceAll('-', '');

  beforeAll(async () => {
    for (const served of servedResources([ticket], { testTicket: tickets }, [refusing]))
      h.app.route('/behind', resourceRoutes(served));
    await h.database.db.execute(sql`
      CREATE TABLE test_tickets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, ticket_no text NOT NULL UNIQUE,
        code text NOT NULL CONSTRAINT test_tickets_code_unique UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(), created_by integer,
        updated_at timestamptz NOT NULL DEFAULT now(), updated_by integer, version integer NOT NULL DEFAULT 1)`);
    admin = await h.login('admin', DEMO.admin);
  });

  it('numbers each new record like the orders: prefix, China day, its own counter of at least 5 digits', async () => {
    const first = await create('T-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.ticketNo).toBe(`TT${day()}00001`);
    expect((await create('T-2')).body.data.ticketNo).toBe(`TT${day()}00002`);
  });

  it('takes no number from the caller, and gives a refused create its number back', async () => {
    expect((await create('T-3', { ticketNo: 'TT1' })).status).toBe(422);
    expect((await create('REFUSED')).status).toBe(422);
    expect((await create('T-3')).body.data.ticketNo).toBe(`TT${day()}00003`);
  });

  it('never gives two concurrent creates the same number', async () => {
    const answers = await Promise.all(['C-1', 'C-2', 'C-3', 'C-4'].map((code) => create(code)));
    const numbers = answers.map((answer) => answer.body.data.ticketNo as string).sort();
    expect(numbers).toEqual([4, 5, 6, 7].map((n) => `TT${day()}0000${n}`));
  });
});
