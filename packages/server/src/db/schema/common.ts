import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Every record carries who/when created and updated, and a version for optimistic locking (docs/architecture.md). */
export const recordColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  version: integer('version').notNull().default(1),
});

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Binary column; pg hands back a Buffer, PGlite a Uint8Array: both are normalised to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
