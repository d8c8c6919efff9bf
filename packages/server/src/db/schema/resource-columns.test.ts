/** The columns and constraints a table gets from its definition, and every resource table built that way. */
import { defineResource, RESOURCES, type ResourceDef } from '@soundboard/contract';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgDialect, type PgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { resourceTable, snakeCase } from './resource-columns';
import { RESOURCE_TABLES } from './resource-tables';

const probe = defineResource({
  name: 'probe',
  path: '/probes',
  access: { read: 'product:read', write: 'product:write' },
  defaultSort: 'code',
  fields: {
    code: { type: 'text', required: true, unique: true },
    note: { type: 'longText' },
    unit: { type: 'text', required: true, default: 'pcs' },
    qty: { type: 'integer' },
    rating: { type: 'integer', required: true, default: 3 },
    price: { type: 'money', required: true },
    active: { type: 'boolean' },
    level: { type: 'enum', values: ['low', "o'high"] },
    kinds: { type: 'enumList', values: ['a', 'b'] },
    region: { type: 'region' },
    images: { type: 'images' },
    serials: { type: 'textList' },
    day: { type: 'date', required: true },
    seenAt: { type: 'datetime', readOnly: true },
    ownerId: { type: 'reference', ref: 'user', readOnly: true, required: true },
    status: { type: 'enum', readOnly: true, values: ['open', 'closed'] },
  },
  states: { field: 'status', initial: 'open', transitions: { close: { from: ['open'], to: 'closed' } } },
});

const probes = resourceTable('probes', probe, { columns: { extra: text('extra_col') } });

function shape(table: PgTable) {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      `${column.name} ${column.getSQLType()}${column.notNull ? ' not null' : ''}${
        column.default !== undefined ? ` default ${JSON.stringify(column.default)}` : ''
      }`,
    ]),
  );
}

describe('resourceTable', () => {
  it('derives snake_case columns, types, NOT NULL and defaults from the fields', () => {
    expect(shape(probes)).toMatchObject({
      id: 'id integer not null',
      code: 'code text not null',
      note: 'note text not null default ""',
      unit: 'unit text not null default "pcs"',
      qty: 'qty integer',
      rating: 'rating integer not null default 3',
      price: 'price bigint not null',
      active: 'active boolean not null default false',
      level: 'level text',
      kinds: 'kinds text[] not null default []',
      region: 'region text[] not null default []',
      images: 'images integer[] not null default []',
      serials: 'serials text[] not null default []',
      day: 'day date not null',
      seenAt: 'seen_at timestamp with time zone',
      ownerId: 'owner_id integer not null',
      // The state machine's field starts at its initial state.
      status: 'status text not null default "open"',
      version: 'version integer not null default 1',
      extra: 'extra_col text',
    });
  });

  it('declares a named unique constraint per unique field and a CHECK per enum and enumList field', () => {
    const config = getTableConfig(probes);
    expect(config.uniqueConstraints.map((constraint) => constraint.getName())).toEqual(['probes_code_unique']);
    const dialect = new PgDialect();
    const checks = Object.fromEntries(config.checks.map((check) => [check.name, dialect.sqlToQuery(check.value).sql]));
    expect(checks).toEqual({
      probes_level_check: `"probes"."level" IN ('low', 'o''high')`,
      probes_kinds_check: `"probes"."kinds" <@ ARRAY['a', 'b']::text[]`,
      probes_status_check: `"probes"."status" IN ('open', 'closed')`,
    });
  });
});

describe('RESOURCE_TABLES', () => {
  it('names resources of the contract, each table with a snake_case column per field', () => {
    for (const [name, table] of Object.entries(RESOURCE_TABLES)) {
      const def: ResourceDef | undefined = RESOURCES[name];
      expect(def, name).toBeDefined();
      // A view's columns are properties too, as a table's are.
      const columns = table as unknown as Record<string, PgColumn | undefined>;
      for (const field of Object.keys(def?.fields ?? {})) {
        expect(columns[field]?.name, `${name}.${field}`).toBe(snakeCase(field));
      }
    }
  });
});
