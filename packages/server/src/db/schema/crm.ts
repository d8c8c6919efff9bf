/** Customers and suppliers (contract: resources/defs/customer.ts, supplier.ts). */
import { customer, supplier } from '@soundboard/contract';
import { unique } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-columns';

export const customers = resourceTable('customers', customer, {
  extra: (t) => [unique('customers_code_unique').on(t.code)],
});

export const suppliers = resourceTable('suppliers', supplier);
