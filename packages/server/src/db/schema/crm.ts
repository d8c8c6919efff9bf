/** Customers (contract: resources/defs/customer.ts). */
import { customer } from '@soundboard/contract';
import { unique } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-columns';

export const customers = resourceTable('customers', customer, {
  extra: (t) => [unique('customers_code_unique').on(t.code)],
});
