/** Each definition and its table agree: no field the screens or the API know of is missing from the database. */
import { SYSTEM_FIELDS } from '@soundboard/contract';
import { getTableColumns, is, Subquery } from 'drizzle-orm';
import { getViewConfig, type PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SERVED } from './index';

function columnsOf(table: unknown): string[] {
  // A subquery (a table read under other names, e.g. the movement ledger) lists what it selects.
  if (is(table, Subquery)) return Object.keys(table._.selectedFields);
  try {
    return Object.keys(getTableColumns(table as never));
  } catch {
    return Object.keys(getViewConfig(table as PgView).selectedFields);
  }
}

describe('resource bindings', () => {
  for (const binding of SERVED) {
    it(`${binding.def.name}: every field and system field is a column`, () => {
      const columns = columnsOf(binding.source);
      for (const field of [...Object.keys(binding.def.fields), ...SYSTEM_FIELDS]) {
        expect(columns, `${binding.def.name}.${field}`).toContain(field);
      }
    });
  }
});
