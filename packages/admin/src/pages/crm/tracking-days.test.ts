import type { DocumentEntry, FollowUpEntry } from '@soundboard/contract';
import { describe, expect, it } from 'vitest';
import { dayOf, entryKey, groupByDay, instantOf, newestFirst, splitInstant } from './tracking-days';

const followUp = (id: number, at: string): FollowUpEntry => ({
  kind: 'followUp',
  id,
  at,
  type: 'call',
  content: `call ${id}`,
  contactId: null,
  contactName: null,
  attachments: [],
  nextAt: null,
  authorId: 1,
  authorName: 'Li Na',
});
const order = (id: number, at: string): DocumentEntry => ({
  kind: 'saleOrder',
  id,
  at,
  number: `SO${id}`,
  status: 'approved',
  amount: 1000,
});

describe('dayOf', () => {
  it('names the calendar day of the time zone asked for', () => {
    expect(dayOf('2026-11-25T17:30:00Z', 'UTC')).toBe('2026-11-25');
    // 01:30 the next morning in Shanghai (UTC+8).
    expect(dayOf('2026-11-25T17:30:00Z', 'Asia/Shanghai')).toBe('2026-11-26');
  });
});

describe('groupByDay', () => {
  it('merges follow-ups and documents newest first and cuts them into days', () => {
    const entries = [
      followUp(1, '2026-11-24T09:00:00Z'),
      followUp(2, '2026-11-25T15:00:00Z'),
      order(7, '2026-11-25T08:00:00Z'),
      order(8, '2026-11-20T10:00:00Z'),
    ];
    const days = groupByDay(entries, 'UTC');
    expect(days.map((day) => day.day)).toEqual(['2026-11-25', '2026-11-24', '2026-11-20']);
    expect(days.map((day) => day.entries.map(entryKey))).toEqual([
      ['followUp-2', 'saleOrder-7'],
      ['followUp-1'],
      ['saleOrder-8'],
    ]);
  });

  it('puts entries on the day of the time zone, not of UTC', () => {
    const entries = [followUp(1, '2026-11-25T17:30:00Z'), followUp(2, '2026-11-25T15:00:00Z')];
    expect(groupByDay(entries, 'Asia/Shanghai').map((day) => day.day)).toEqual(['2026-11-26', '2026-11-25']);
    expect(groupByDay(entries, 'UTC')).toHaveLength(1);
  });

  it('keeps the given order of entries at the same instant and answers nothing for nothing', () => {
    const at = '2026-11-25T08:00:00Z';
    expect(groupByDay([order(3, at), followUp(3, at)], 'UTC')[0]?.entries.map(entryKey)).toEqual([
      'saleOrder-3',
      'followUp-3',
    ]);
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});

describe('instantOf and splitInstant', () => {
  it('turn a local day and time into an instant and back', () => {
    const iso = instantOf('2026-12-01', '09:30');
    expect(iso).not.toBeNull();
    expect(splitInstant(iso)).toEqual({ day: '2026-12-01', time: '09:30' });
  });

  it('answer null while the day or the time is missing', () => {
    expect(instantOf('2026-12-01', null)).toBeNull();
    expect(instantOf(null, '09:30')).toBeNull();
    expect(splitInstant(null)).toEqual({ day: null, time: null });
  });
});

describe('newestFirst', () => {
  it('merges two sources into one newest-first list', () => {
    const followUps = [followUp(1, '2026-11-01T09:00:00Z'), followUp(2, '2026-11-03T09:00:00Z')];
    const documents = [order(5, '2026-11-02T09:00:00Z'), order(6, '2026-11-04T09:00:00Z')];
    expect(newestFirst([...followUps, ...documents]).map(entryKey)).toEqual([
      'saleOrder-6',
      'followUp-2',
      'saleOrder-5',
      'followUp-1',
    ]);
  });
});
