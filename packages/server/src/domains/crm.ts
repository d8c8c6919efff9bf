/** Customers (the orders' counterpart): numbered by the server, C + five digits. */
import { customer } from '@soundboard/contract';
import { customers } from '../db/schema';
import { nextValue } from '../db/sequence';
import type { ResourceBinding } from '../resources/binding';

export const customerBinding: ResourceBinding = {
  def: customer,
  table: customers,
  hooks: {
    async prepare(ctx, _input, before) {
      if (before) return {};
      return { code: `C${String(await nextValue(ctx.tx, 'customer_no_seq')).padStart(5, '0')}` };
    },
  },
};
