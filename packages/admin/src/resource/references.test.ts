import { supplier, warehouse } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { referableFilter } from './references';

describe('form pickers', () => {
  it('offer only the states a definition lets be chosen (an active warehouse), any record otherwise', () => {
    expect(referableFilter(warehouse)).toEqual({ status: 'active' });
    expect(referableFilter(supplier)).toEqual({});
  });
});
