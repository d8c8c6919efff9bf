import { describe, expect, it } from 'vitest';
import { applyAnswer } from './lookups';

describe('applyAnswer', () => {
  const asked: Record<string, unknown> = { productId: 1, unitPrice: null, qty: 1 };

  it('applies the answer when nothing changed since the question', () => {
    expect(applyAnswer(asked, asked, 'productId', { unitPrice: 900 })).toEqual({ ...asked, unitPrice: 900 });
  });

  it('drops a stale answer: the field that asked holds another value now', () => {
    const now = { ...asked, productId: 2 };
    expect(applyAnswer(now, asked, 'productId', { unitPrice: 900 })).toBe(now);
  });

  it('never overwrites what was typed since the question', () => {
    const now = { ...asked, unitPrice: 750, qty: 3 };
    expect(applyAnswer(now, asked, 'productId', { unitPrice: 900, qty: 1 })).toBe(now);
  });

  it('keeps the untouched part of an answer', () => {
    const lines = [{ orderLineId: 1 }];
    const now = { ...asked, unitPrice: 750 };
    expect(applyAnswer(now, asked, 'productId', { unitPrice: 900, lines })).toEqual({ ...now, lines });
  });

  it('applies answers in any arrival order only for the value now chosen', () => {
    const chose1 = { orderId: 1, lines: [] as unknown[] };
    const chose2 = { orderId: 2, lines: [] as unknown[] };
    let now: Record<string, unknown> = chose2;
    now = applyAnswer(now, chose2, 'orderId', { lines: ['of order 2'] });
    now = applyAnswer(now, chose1, 'orderId', { lines: ['of order 1'] });
    expect(now.lines).toEqual(['of order 2']);
  });
});
