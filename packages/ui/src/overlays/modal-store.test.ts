import { describe, expect, it, vi } from 'vitest';
import { createModalStore } from './modal-store';

describe('modal store', () => {
  it('queues modals, notifies subscribers and resolves with how each was closed', async () => {
    const store = createModalStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.open({ title: 'logout notice' }, true);
    const second = store.open({ title: 'Discard?' }, false);
    expect(store.getSnapshot().map((entry) => [entry.options.title, entry.hideCancel])).toEqual([
      ['logout notice', true],
      ['Discard?', false],
    ]);
    expect(listener).toHaveBeenCalledTimes(2);
    store.getSnapshot()[0]?.settle(true);
    await expect(first).resolves.toBe(true);
    expect(store.getSnapshot()).toHaveLength(1);
    store.closeAll();
    await expect(second).resolves.toBe(false);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createModalStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    void store.open({ title: 'x' }, true);
    expect(listener).not.toHaveBeenCalled();
  });
});
