/** Customers (the orders' counterpart): numbered by the server, C + five digits. */
import { customer } from '@soundboard/contract';
import { nextValue } from '../db/sequence';
import { defineBinding } from '../resources/binding';

export const customerBinding = defineBinding(customer, {
  async prepare(ctx, _input, before) {
    if (before) return {};
    return { values: { code: `C${String(await nextValue(ctx.tx, 'customer_no_seq')).padStart(5, '0')}` } };
  },
});
