/**
 * The plan in China local time, with a clock passed in: whole slots meeting [from, to), across midnight and the
 * week's end, sorted; a date an exception covers plays only that date's exceptions (silence: no playlist).
 */
import { describe, expect, it } from 'vitest';
import { type PlanException, type PlanSchedule, planSlots } from './plan';

const schedule = (id: number, weekdays: string[], starts: string, ends: string, musicTemplateId = 100 + id) =>
  ({ id, musicTemplateId, weekdays, starts, ends, note: `s${id}` }) satisfies PlanSchedule;
const exception = (
  id: number,
  dateFrom: string,
  dateTo: string,
  starts: string,
  ends: string,
  playlist: number | null,
) => ({ id, musicTemplateId: playlist, dateFrom, dateTo, starts, ends, note: `e${id}` }) satisfies PlanException;
const at = (local: string) => new Date(`${local}+08:00`);
const shape = (slots: ReturnType<typeof planSlots>) =>
  slots.map((slot) => [slot.date, slot.from.toISOString(), slot.to.toISOString(), slot.source, slot.sourceId]);

// 2026-11-23 is a Monday; 2026-11-29 a Sunday.
describe('planSlots', () => {
  it('answers whole slots across midnight, in local time, sorted by start', () => {
    const plan = {
      schedules: [
        schedule(2, ['2'], '00:00', '02:00'),
        schedule(1, ['1'], '22:00', '24:00'),
        schedule(3, ['1'], '09:00', '12:00'),
      ],
      exceptions: [],
    };
    const slots = planSlots(plan, at('2026-11-23T23:30:00'), at('2026-11-24T00:30:00'));
    expect(shape(slots)).toEqual([
      ['2026-11-23', '2026-11-23T14:00:00.000Z', '2026-11-23T16:00:00.000Z', 'weekly', 1],
      ['2026-11-24', '2026-11-23T16:00:00.000Z', '2026-11-23T18:00:00.000Z', 'weekly', 2],
    ]);
    expect(slots[0]?.musicTemplateId).toBe(101);
    expect(slots[0]?.note).toBe('s1');
  });

  it('crosses the week boundary (Sunday night into Monday)', () => {
    const plan = {
      schedules: [schedule(7, ['7'], '20:00', '24:00'), schedule(1, ['1'], '00:00', '03:00')],
      exceptions: [],
    };
    const slots = planSlots(plan, at('2026-11-29T21:00:00'), at('2026-11-30T01:00:00'));
    expect(shape(slots)).toEqual([
      ['2026-11-29', '2026-11-29T12:00:00.000Z', '2026-11-29T16:00:00.000Z', 'weekly', 7],
      ['2026-11-30', '2026-11-29T16:00:00.000Z', '2026-11-29T19:00:00.000Z', 'weekly', 1],
    ]);
  });

  it('leaves out slots that only touch the range, and answers nothing for an empty range', () => {
    const plan = {
      schedules: [schedule(1, ['1'], '09:00', '12:00'), schedule(2, ['1'], '12:00', '18:00')],
      exceptions: [],
    };
    expect(shape(planSlots(plan, at('2026-11-23T12:00:00'), at('2026-11-23T13:00:00')))).toEqual([
      ['2026-11-23', '2026-11-23T04:00:00.000Z', '2026-11-23T10:00:00.000Z', 'weekly', 2],
    ]);
    expect(planSlots(plan, at('2026-11-23T10:00:00'), at('2026-11-23T10:00:00'))).toEqual([]);
  });

  it("replaces the weekly plan on an exception's dates only, silence with no playlist", () => {
    const plan = {
      schedules: [schedule(1, ['1', '2', '3', '4', '5', '6', '7'], '10:00', '22:00')],
      exceptions: [
        exception(9, '2026-11-24', '2026-11-25', '12:00', '14:00', null),
        exception(8, '2026-11-25', '2026-11-25', '18:00', '20:00', 55),
      ],
    };
    const slots = planSlots(plan, at('2026-11-23T00:00:00'), at('2026-11-27T00:00:00'));
    expect(shape(slots)).toEqual([
      ['2026-11-23', '2026-11-23T02:00:00.000Z', '2026-11-23T14:00:00.000Z', 'weekly', 1],
      ['2026-11-24', '2026-11-24T04:00:00.000Z', '2026-11-24T06:00:00.000Z', 'exception', 9],
      ['2026-11-25', '2026-11-25T04:00:00.000Z', '2026-11-25T06:00:00.000Z', 'exception', 9],
      ['2026-11-25', '2026-11-25T10:00:00.000Z', '2026-11-25T12:00:00.000Z', 'exception', 8],
      ['2026-11-26', '2026-11-26T02:00:00.000Z', '2026-11-26T14:00:00.000Z', 'weekly', 1],
    ]);
    expect(slots[1]?.musicTemplateId).toBeNull();
    expect(slots[3]?.musicTemplateId).toBe(55);
  });

  it('is the same for the same input (a pure function of its arguments)', () => {
    const plan = { schedules: [schedule(1, ['3'], '08:00', '09:00')], exceptions: [] };
    const from = at('2026-11-20T00:00:00');
    const to = at('2026-12-20T00:00:00');
    expect(planSlots(plan, from, to)).toEqual(planSlots(plan, from, to));
    expect(planSlots(plan, from, to)).toHaveLength(4);
  });
});
