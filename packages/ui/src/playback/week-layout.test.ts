import { describe, expect, it } from 'vitest';
import { moveInWeek, placeSpan, toMinutes } from './week-layout';

describe('toMinutes', () => {
  it('reads HH:MM, up to 24:00', () => {
    expect([toMinutes('00:00'), toMinutes('09:30'), toMinutes('24:00')]).toEqual([0, 570, 1440]);
  });
  it('rejects what is not a time', () => {
    expect([toMinutes('9'), toMinutes('24:01'), toMinutes('12:60'), toMinutes('')].every(Number.isNaN)).toBe(true);
  });
});

describe('placeSpan', () => {
  it('places a span as a share of the shown hours', () => {
    // 06–24 is 18 hours: 09:00–12:00 starts 3 h in and lasts 3 h.
    expect(placeSpan('09:00', '12:00', 6, 24)).toEqual({ top: (3 / 18) * 100, height: (3 / 18) * 100 });
  });
  it('clips to the shown hours and runs past midnight to the bottom', () => {
    expect(placeSpan('05:00', '07:00', 6, 24)).toEqual({ top: 0, height: (1 / 18) * 100 });
    expect(placeSpan('22:00', '02:00', 6, 24)).toEqual({ top: (16 / 18) * 100, height: (2 / 18) * 100 });
  });
  it('leaves out spans outside the shown hours or without times', () => {
    expect(placeSpan('01:00', '05:00', 6, 24)).toBeNull();
    expect(placeSpan('nine', '12:00', 6, 24)).toBeNull();
  });
});

describe('moveInWeek', () => {
  const days = [
    {
      slots: [
        { key: 'mon-9', starts: '09:00' },
        { key: 'mon-12', starts: '12:00' },
        { key: 'mon-18', starts: '18:00' },
      ],
    },
    { slots: [] },
    {
      slots: [
        { key: 'wed-8', starts: '08:00' },
        { key: 'wed-17', starts: '17:00' },
      ],
    },
  ];
  it('goes up and down within a day, stopping at its ends', () => {
    expect(moveInWeek(days, 'mon-12', 'down')).toBe('mon-18');
    expect(moveInWeek(days, 'mon-12', 'up')).toBe('mon-9');
    expect(moveInWeek(days, 'mon-9', 'up')).toBe('mon-9');
    expect(moveInWeek(days, 'mon-18', 'down')).toBe('mon-18');
  });
  it('goes across days, over empty ones, to the slot starting nearest in time', () => {
    expect(moveInWeek(days, 'mon-18', 'right')).toBe('wed-17');
    expect(moveInWeek(days, 'mon-9', 'right')).toBe('wed-8');
    expect(moveInWeek(days, 'wed-17', 'left')).toBe('mon-18');
    expect(moveInWeek(days, 'wed-8', 'right')).toBe('wed-8');
  });
  it('goes to the first and last slot of the week', () => {
    expect(moveInWeek(days, 'mon-12', 'end')).toBe('wed-17');
    expect(moveInWeek(days, 'wed-17', 'home')).toBe('mon-9');
  });
});
