import { describe, expect, it } from 'vitest';
import { prefetchable } from './prefetchable';

/** A load that counts its calls and answers with the call's number. */
function counted() {
  let calls = 0;
  return {
    load: () => Promise.resolve(++calls),
    calls: () => calls,
  };
}

describe('a prefetchable request', () => {
  it('asks once for a prefetch and hands that answer to the first take only', async () => {
    const request = counted();
    const answer = prefetchable(request.load);
    answer.prefetch(1_000);
    answer.prefetch(2_000); // a second prefetch while the first waits: no second request
    expect(request.calls()).toBe(1);
    await expect(answer.take(3_000)).resolves.toBe(1);
    await expect(answer.take(3_000)).resolves.toBe(2); // taken once: the next take asks again
    expect(request.calls()).toBe(2);
  });

  it('asks again when the waiting answer is older than its freshness', async () => {
    const request = counted();
    const answer = prefetchable(request.load, 10_000);
    answer.prefetch(0);
    await expect(answer.take(10_001)).resolves.toBe(2);
    expect(request.calls()).toBe(2);
  });

  it('asks at take when nothing was prefetched', async () => {
    const request = counted();
    await expect(prefetchable(request.load).take()).resolves.toBe(1);
  });
});
