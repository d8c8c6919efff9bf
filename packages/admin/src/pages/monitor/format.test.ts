import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatNumber, formatShare, formatUptime, NO_VALUE } from './format';

describe('monitor formats', () => {
  it('shows milliseconds with fewer decimals as they grow, in both languages', () => {
    expect(formatMs(0.4231, 'en-US')).toBe('0.42 ms');
    expect(formatMs(3.14, 'en-US')).toBe('3.1 ms');
    expect(formatMs(1234.5, 'en-US')).toBe('1,235 ms');
    expect(formatMs(12, 'zh-CN')).toBe('12毫秒');
    expect(formatMs(null, 'en-US')).toBe(NO_VALUE);
  });

  it('shows rates, shares and memory', () => {
    expect(formatNumber(2.345, 'en-US')).toBe('2.3');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,235');
    expect(formatShare(0.01234, 'en-US')).toBe('1.23%');
    expect(formatShare(0, 'zh-CN')).toBe('0%');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatBytes(null)).toBe(NO_VALUE);
  });

  it('shows uptime as its largest unit and the next one when not zero', () => {
    expect(formatUptime(0, 'en-US')).toBe('0 sec');
    expect(formatUptime(65, 'en-US')).toBe('1 min 5 sec');
    expect(formatUptime(2 * 86_400 + 3 * 3_600 + 59, 'en-US')).toBe('2 days 3 hr');
    expect(formatUptime(2 * 86_400 + 5 * 60, 'en-US')).toBe('2 days');
    expect(formatUptime(3_600 * 5 + 60 * 7, 'zh-CN')).toBe('5小时 7分钟');
  });
});
