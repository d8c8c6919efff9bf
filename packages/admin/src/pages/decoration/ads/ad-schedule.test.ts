import { describe, expect, it } from 'vitest';
import { clickThroughRate, scheduleState } from './ad-schedule';

describe('scheduleState', () => {
  const ad = { enabled: true, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-10T00:00:00.000Z' };
  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(scheduleState(ad, new Date('2026-10-31T23:59:59Z'))).toBe('scheduled');
    expect(scheduleState(ad, new Date('2026-11-01T00:00:00Z'))).toBe('running');
    expect(scheduleState(ad, new Date('2026-11-09T23:59:59Z'))).toBe('running');
    expect(scheduleState(ad, new Date('2026-11-10T00:00:00Z'))).toBe('ended');
  });
  it('says a disabled ad is disabled whatever its period', () => {
    expect(scheduleState({ ...ad, enabled: false }, new Date('2026-11-05T00:00:00Z'))).toBe('disabled');
  });
});

describe('clickThroughRate', () => {
  it('is clicks per view, and none before the first view', () => {
    expect(clickThroughRate(200, 5)).toBe(0.025);
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(null, 3)).toBeNull();
  });
});
