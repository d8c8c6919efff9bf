import { article, type ResourceDef } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { bulkSummary, bulkTransitions } from './bulk-actions';

const grants =
  (...permissions: string[]) =>
  (permission: string) =>
    permissions.includes(permission);

describe('bulkTransitions', () => {
  it('offers the transitions without input that the user may take', () => {
    const publisher = bulkTransitions(article, grants('content:write', 'content:publish'));
    expect(publisher.map(([name]) => name)).toEqual(['submit', 'publish', 'unschedule', 'archive', 'reopen']);
    // A writer may only submit; sendBack and schedule take input, so never in bulk.
    expect(bulkTransitions(article, grants('content:write')).map(([name]) => name)).toEqual(['submit']);
  });

  it("narrows to the screen's choice, in its order, still by permission", () => {
    const chosen = ['archive', 'publish', 'schedule', 'nonsense'];
    expect(bulkTransitions(article, grants('content:write', 'content:publish'), chosen).map(([n]) => n)).toEqual([
      'archive',
      'publish',
    ]);
    expect(bulkTransitions(article, grants('content:read'), chosen)).toEqual([]);
  });

  it('offers nothing for a resource without states', () => {
    const plain = { ...article, states: undefined } as unknown as ResourceDef;
    expect(bulkTransitions(plain, () => true)).toEqual([]);
  });
});

describe('bulkSummary', () => {
  it('counts the done ones and names each refused record with its reason', () => {
    const rows = [
      { id: 1, title: 'Spring launch' },
      { id: 2, title: 'Wiring guide' },
    ];
    const summary = bulkSummary(
      article,
      {
        done: [1, 3],
        refused: [
          { id: 2, message: 'Not allowed in this status' },
          { id: 9, message: 'Not found' },
        ],
      },
      rows,
    );
    expect(summary).toEqual({
      done: 2,
      refused: [
        { id: 2, name: 'Wiring guide', message: 'Not allowed in this status' },
        { id: 9, name: '#9', message: 'Not found' },
      ],
    });
  });
});
