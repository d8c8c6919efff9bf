import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BORDER_ONLY_COLORS, cn, TEXT_ONLY_COLORS, THEME_COLORS } from './cn';

describe('cn', () => {
  it('lets the caller override a colour', () => {
    expect(cn('text-default', 'text-muted')).toBe('text-muted');
    expect(cn('bg-surface', 'bg-fill-1')).toBe('bg-fill-1');
    expect(cn('border-default', 'border-primary-border')).toBe('border-primary-border');
    expect(cn('text-on-inverse', 'text-primary-text')).toBe('text-primary-text');
    expect(cn('outline-focus', 'outline-danger')).toBe('outline-danger');
  });

  it('keeps a text size beside a text colour: they are different properties', () => {
    expect(cn('text-sm text-muted', 'text-base')).toBe('text-muted text-base');
    expect(cn('text-base text-default', 'text-danger-text')).toBe('text-base text-danger-text');
    expect(cn('text-on-inverse', 'text-xs')).toBe('text-on-inverse text-xs');
    // A line height set beside a size stays (in Tailwind v4 it wins over the size's own line height).
    expect(cn('leading-none', 'text-xs')).toBe('leading-none text-xs');
  });

  it('lets the caller override padding and width', () => {
    expect(cn('px-3 py-1', 'px-0')).toBe('py-1 px-0');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('w-full', 'w-60')).toBe('w-60');
    expect(cn('w-[220px]', 'w-auto')).toBe('w-auto');
  });

  it('keeps border width and style beside a border colour', () => {
    expect(cn('border border-subtle', 'border-0')).toBe('border-subtle border-0');
    expect(cn('border-r border-subtle', 'border-strong')).toBe('border-r border-strong');
  });

  it('merges per variant: a hover colour does not replace the resting one', () => {
    expect(cn('text-secondary data-hovered:text-default', 'text-primary-text')).toBe(
      'data-hovered:text-default text-primary-text',
    );
  });

  // The two bugs plain joining caused (dd3b9cd, fe30aa3): a second text colour and a border/fill override.
  it('resolves the cases plain joining got wrong', () => {
    expect(cn('text-base text-secondary', 'bg-primary-subtle text-primary-text')).toBe(
      'text-base bg-primary-subtle text-primary-text',
    );
    expect(cn('border-r border-subtle bg-surface', 'border-r-0 bg-transparent')).toBe(
      'border-subtle border-r-0 bg-transparent',
    );
  });

  it('skips empty values', () => {
    expect(cn('a', false, null, undefined, '', 'b')).toBe('a b');
  });

  it('knows every colour the theme defines', () => {
    const css = readFileSync(new URL('../../../tokens/src/theme.css', import.meta.url), 'utf8');
    const names = (prefix: string) =>
      [...css.matchAll(new RegExp(`^\\s*--${prefix}-([a-z0-9-]+):`, 'gm'))].map((match) => match[1]);
    expect(new Set(names('color'))).toEqual(new Set(THEME_COLORS));
    expect(new Set(names('text-color'))).toEqual(new Set(TEXT_ONLY_COLORS));
    expect(new Set(names('border-color'))).toEqual(new Set(BORDER_ONLY_COLORS));
  });
});
