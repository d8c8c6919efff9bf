import { describe, expect, it } from 'vitest';
import { dictionaryChoices, dictionaryPick } from './dictionary-values';

const options = [
  { id: 'A', label: 'Key account', tone: 'danger' as const },
  { id: 'B', label: 'Regular', tone: 'primary' as const },
];

describe('dictionary values', () => {
  it("shows an enabled value's label and tone, and a value disabled since as its plain code", () => {
    expect(dictionaryPick(options, 'B')).toEqual(options[1]);
    expect(dictionaryPick(options, 'Z')).toEqual({ id: 'Z', label: 'Z', tone: 'default' });
  });

  it('keeps a disabled current value choosable, so editing a record does not blank it', () => {
    expect(dictionaryChoices(options, 'A').map((option) => option.id)).toEqual(['A', 'B']);
    expect(dictionaryChoices(options, 'Z').map((option) => option.id)).toEqual(['A', 'B', 'Z']);
    expect(dictionaryChoices(options, null)).toEqual(options);
  });
});
