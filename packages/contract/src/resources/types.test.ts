/** The types a definition implies (checked by tsc; the runtime assertions only keep vitest from calling it empty). */
import { describe, expectTypeOf, it } from 'vitest';
import type { refund } from './defs/refund';
import type { saleOrder } from './defs/sale-order';
import type { warehouse } from './defs/warehouse';
import type { InputOf, LineInputOf, RecordOf, TransitionInputOf } from './types';

describe('types inferred from a definition', () => {
  it('gives each field its value type, enums their values, and null only where a value may be missing', () => {
    type Order = RecordOf<typeof saleOrder>;
    expectTypeOf<Order['orderNo']>().toEqualTypeOf<string>();
    expectTypeOf<Order['customerId']>().toEqualTypeOf<number>();
    expectTypeOf<Order['salespersonId']>().toEqualTypeOf<number | null>();
    expectTypeOf<Order['status']>().toEqualTypeOf<
      'draft' | 'submitted' | 'approved' | 'delivered' | 'completed' | 'cancelled'
    >();
    expectTypeOf<Order['installationRequired']>().toEqualTypeOf<boolean>();
    expectTypeOf<Order['version']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<typeof warehouse>['name']>().toEqualTypeOf<string>();
  });

  it('gives an input only its writable fields, with its lines', () => {
    type Input = InputOf<typeof saleOrder>;
    expectTypeOf<Input>().toHaveProperty('customerId');
    expectTypeOf<Input>().not.toHaveProperty('orderNo');
    expectTypeOf<Input['lines'][number]>().toEqualTypeOf<LineInputOf<typeof saleOrder>>();
    expectTypeOf<LineInputOf<typeof saleOrder>>().toEqualTypeOf<{
      productId: number;
      qty: number;
      unitPrice: number;
      discount: number;
    }>();
    expectTypeOf<InputOf<typeof warehouse>>().not.toHaveProperty('lines');
  });

  it("gives a state change its action's own fields", () => {
    expectTypeOf<TransitionInputOf<typeof refund, 'approve'>>().toEqualTypeOf<
      { approvedAmount: number } & { version: number }
    >();
    expectTypeOf<TransitionInputOf<typeof refund, 'reject'>>().toEqualTypeOf<unknown & { version: number }>();
  });
});
