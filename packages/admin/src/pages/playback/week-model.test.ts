import type { StoreWeek } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { shiftWeek, slotSource, weekdaysText, weekLegend, weekViewDays } from './week-model';

const day = (date: string, weekday: number, slots: StoreWeek['days'][number]['slots']) => ({
  date,
  weekday,
  open: [{ opens: '09:00', closes: '21:00' }],
  slots,
});
const slot = (
  starts: string,
  ends: string,
  musicTemplateId: number | null,
  source: 'weekly' | 'exception' = 'weekly',
  sourceId = 1,
) => ({
  starts,
  ends,
  musicTemplateId,
  title: musicTemplateId === null ? null : `List ${musicTemplateId}`,
  source,
  sourceId,
  note: '',
});

const week: StoreWeek = {
  storeId: 3,
  from: '2026-11-23',
  days: [
    day('2026-11-23', 1, [slot('12:00', '18:00', 7, 'weekly', 2), slot('09:00', '12:00', 5, 'weekly', 1)]),
    day('2026-11-24', 2, [slot('09:00', '21:00', 9, 'exception', 4)]),
    day('2026-11-25', 3, [slot('09:00', '21:00', null, 'exception', 5), slot('21:00', '22:00', 5, 'weekly', 1)]),
  ],
};

describe('store music week', () => {
  it('colours playlists in the order they first play, the same index in the legend and the slots', () => {
    expect(weekLegend(week)).toEqual([
      { musicTemplateId: 5, title: 'List 5', colorIndex: 0 },
      { musicTemplateId: 7, title: 'List 7', colorIndex: 1 },
      { musicTemplateId: 9, title: 'List 9', colorIndex: 2 },
    ]);
    const days = weekViewDays(week, (n) => `D${n}`);
    expect(days.map((d) => d.label)).toEqual(['D1', 'D2', 'D3']);
    expect(days[0]?.slots.map((s) => [s.starts, s.colorIndex])).toEqual([
      ['12:00', 1],
      ['09:00', 0],
    ]);
    expect(days[2]?.slots[0]).toMatchObject({ title: null, tone: 'exception' });
    expect(days[2]?.slots[1]?.colorIndex).toBe(0);
  });

  it("names each slot's record by its key, unique within the week", () => {
    const keys = weekViewDays(week, String).flatMap((d) => d.slots.map((s) => s.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.map(slotSource)).toEqual([
      { source: 'weekly', id: 2 },
      { source: 'weekly', id: 1 },
      { source: 'exception', id: 4 },
      { source: 'exception', id: 5 },
      { source: 'weekly', id: 1 },
    ]);
    expect(slotSource('nonsense:1')).toBeNull();
    expect(slotSource('weekly:x')).toBeNull();
  });

  it('moves by whole weeks across months and years', () => {
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
  });

  it('writes weekdays as ranges of three or more', () => {
    const name = (n: number) => ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][n] ?? '';
    expect(weekdaysText(['1', '2', '3', '4', '5'], name)).toBe('Mon–Fri');
    expect(weekdaysText(['6', '7'], name)).toBe('Sat, Sun');
    expect(weekdaysText(['7', '1', '3', '4', '5'], name)).toBe('Mon, Wed–Fri, Sun');
    expect(weekdaysText([], name)).toBe('');
  });
});
