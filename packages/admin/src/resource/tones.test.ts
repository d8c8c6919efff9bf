import { refund, refundDelivery, saleOrder } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { toneOf } from './tones';

describe('toneOf', () => {
  it('colours a value by its own field, not by the same word elsewhere', () => {
    expect(toneOf(refund.fields.reason, 'damaged')).toBe('default');
    expect(toneOf(refundDelivery.fields.condition, 'damaged')).toBe('danger');
  });

  it('takes the tone the definition declares and is plain for a value without one', () => {
    expect(toneOf(saleOrder.fields.status, 'cancelled')).toBe('danger');
    expect(toneOf(saleOrder.fields.status, 'no-such-status')).toBe('default');
    expect(toneOf(undefined, 'cancelled')).toBe('default');
  });
});
