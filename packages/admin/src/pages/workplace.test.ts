import { describe, expect, it } from 'vitest';
import { greetingKey } from './workplace';

describe('workplace greeting', () => {
  it('follows the time of day', () => {
    expect(greetingKey(4)).toBe('workplace.greeting.evening');
    expect(greetingKey(5)).toBe('workplace.greeting.morning');
    expect(greetingKey(11)).toBe('workplace.greeting.morning');
    expect(greetingKey(12)).toBe('workplace.greeting.afternoon');
    expect(greetingKey(17)).toBe('workplace.greeting.afternoon');
    expect(greetingKey(18)).toBe('workplace.greeting.evening');
  });
});
