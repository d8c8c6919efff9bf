import { afterEach, describe, expect, it } from 'vitest';
import { $locale } from '../stores/locale';
import { formatDate, formatDateTime } from './format-date';

const at = '2026-11-22T09:05:00Z';

describe('formatDate / formatDateTime', () => {
  afterEach(() => $locale.set('zh-CN'));

  it('follows the interface language', () => {
    $locale.set('zh-CN');
    expect(formatDate(at)).toBe('2026年11月22日');
    $locale.set('en-US');
    expect(formatDate(at)).toBe('Nov 22, 2026');
  });

  it('adds the time of day', () => {
    $locale.set('en-US');
    expect(formatDateTime(at)).toMatch(/^Nov 22, 2026, \d{1,2}:05\s?[AP]M$/);
  });
});
