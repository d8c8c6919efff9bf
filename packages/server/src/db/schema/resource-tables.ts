/**
 * Where each resource of the contract's list (RESOURCES) keeps its records, by resource name: every table made
 * by resourceTable (found among the schema's exports by its tag, so a new resource adds no line here), plus the
 * read-only resources read from a view or a table of another shape.
 */
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import * as schema from './index';
import { stockLevels, stockMovements } from './inventory';
import { resourceOf } from './resource-columns';

const derived = Object.values(schema).flatMap((value) => {
  const name = resourceOf(value);
  return name ? [[name, value as PgTable] as const] : [];
});

export const RESOURCE_TABLES: Readonly<Record<string, PgTable | PgView>> = {
  ...Object.fromEntries(derived),
  stock: stockLevels,
  stockMovement: stockMovements,
};
