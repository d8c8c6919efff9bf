import { describe, expect, it } from 'vitest';
import { ANY_ROLE, hasPermission } from './has-permission';

describe('hasPermission', () => {
  it('a single string must be among the roles', () => {
    expect(hasPermission(['admin'], 'admin')).toBe(true);
    expect(hasPermission(['user'], 'admin')).toBe(false);
    expect(hasPermission(['user', 'admin'], 'admin', 'and')).toBe(true);
  });

  it("a list with 'or' (the default) needs any one", () => {
    expect(hasPermission(['editor'], ['admin', 'editor'])).toBe(true);
    expect(hasPermission(['editor'], ['admin', 'editor'], 'or')).toBe(true);
    expect(hasPermission(['guest'], ['admin', 'editor'])).toBe(false);
  });

  it("a list with 'and' needs every one", () => {
    expect(hasPermission(['admin', 'editor'], ['admin', 'editor'], 'and')).toBe(true);
    expect(hasPermission(['admin', 'editor', 'x'], ['admin', 'editor'], 'and')).toBe(true);
    expect(hasPermission(['editor'], ['admin', 'editor'], 'and')).toBe(false);
    expect(hasPermission([], ['admin', 'editor'], 'and')).toBe(false);
  });

  it('an empty required list asks for nothing', () => {
    expect(hasPermission(['admin'], [])).toBe(true);
    expect(hasPermission(['admin'], [], 'and')).toBe(true);
    expect(hasPermission([], [])).toBe(true);
    expect(hasPermission([], [], 'and')).toBe(true);
  });

  it('a user without roles meets no requirement', () => {
    expect(hasPermission([], 'admin')).toBe(false);
    expect(hasPermission([], ['admin'])).toBe(false);
    expect(hasPermission([], ANY_ROLE)).toBe(false);
  });

  it("a required '*' is met by any user with a role", () => {
    expect(hasPermission(['guest'], ANY_ROLE)).toBe(true);
    expect(hasPermission(['guest'], [ANY_ROLE, 'admin'], 'and')).toBe(false);
    expect(hasPermission(['guest', 'admin'], [ANY_ROLE, 'admin'], 'and')).toBe(true);
    expect(hasPermission(['guest'], [ANY_ROLE, 'admin'], 'or')).toBe(true);
  });

  it("a user holding '*' meets every requirement", () => {
    expect(hasPermission([ANY_ROLE], 'admin')).toBe(true);
    expect(hasPermission([ANY_ROLE], ['admin', 'editor'], 'and')).toBe(true);
  });

  it('matches role names exactly (case and substrings)', () => {
    expect(hasPermission(['Admin'], 'admin')).toBe(false);
    expect(hasPermission(['administrator'], 'admin')).toBe(false);
  });
});
