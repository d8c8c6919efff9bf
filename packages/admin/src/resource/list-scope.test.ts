import { company, customer } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { currentScope, mayWriteOwned, scopeChoices, withDefaultScope } from './list-scope';

const salesperson = (permission: string) => permission === 'customer:read';
const manager = (permission: string) => permission === 'customer:read' || permission === 'customer:all';

describe('list scope', () => {
  it('offers All only to holders of the all-permission, and nothing for a definition without owners', () => {
    expect(scopeChoices(customer, salesperson)).toEqual(['mine', 'pool']);
    expect(scopeChoices(customer, manager)).toEqual(['mine', 'pool', 'all']);
    expect(scopeChoices(company, manager)).toEqual([]);
  });

  it('starts a salesperson on Mine and a manager on All, and keeps a scope the URL names', () => {
    expect(withDefaultScope(customer, { q: 'x' }, salesperson)).toEqual({ q: 'x', scope: 'mine' });
    expect(withDefaultScope(customer, { q: 'x' }, manager)).toEqual({ q: 'x' });
    expect(withDefaultScope(customer, { scope: 'pool' }, salesperson)).toEqual({ scope: 'pool' });
    expect(withDefaultScope(company, {}, salesperson)).toEqual({});
  });

  it('reads the choice back from the parameters', () => {
    expect(currentScope({ scope: 'pool' })).toBe('pool');
    expect(currentScope({ scope: 'mine' })).toBe('mine');
    expect(currentScope({})).toBe('all');
  });
});

describe('writing owned records', () => {
  it('lets a salesperson edit their own records but not the pool’s, a manager any, and ignores unowned kinds', () => {
    expect(mayWriteOwned(customer, { ownerId: 2 }, salesperson)).toBe(true);
    expect(mayWriteOwned(customer, { ownerId: null }, salesperson)).toBe(false);
    expect(mayWriteOwned(customer, { ownerId: null }, manager)).toBe(true);
    expect(mayWriteOwned(company, {}, salesperson)).toBe(true);
  });
});
