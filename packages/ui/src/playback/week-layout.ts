/** Where things go in the week view: times to minutes, slots to a share of the day column, and arrow-key moves. */

export type WeekMove = 'up' | 'down' | 'left' | 'right' | 'home' | 'end';

/** 'HH:MM' as minutes since midnight ('24:00' is 1440); NaN when it is not a time. */
export function toMinutes(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 && Number(match[2]) < 60 ? minutes : Number.NaN;
}

/**
 * A span's top and height as percentages of a column showing startHour..endHour, clipped to it; null when it
 * falls outside or is not a time. An end at or before the start runs past midnight: it is drawn to the bottom.
 */
export function placeSpan(
  starts: string,
  ends: string,
  startHour: number,
  endHour: number,
): { top: number; height: number } | null {
  const from = toMinutes(starts);
  let to = toMinutes(ends);
  if (Number.isNaN(from) || Number.isNaN(to)) return null;
  if (to <= from) to = 1440;
  const low = startHour * 60;
  const high = endHour * 60;
  const top = Math.max(from, low);
  const bottom = Math.min(to, high);
  if (bottom <= top) return null;
  return { top: ((top - low) / (high - low)) * 100, height: ((bottom - top) / (high - low)) * 100 };
}

interface NavSlot {
  key: string;
  starts: string;
}

/** The slot the arrow key leads to from `key` (days are columns, slots in a day go down); `key` when none. */
export function moveInWeek(days: readonly { slots: readonly NavSlot[] }[], key: string, move: WeekMove): string {
  const all = days.flatMap((day) => day.slots);
  if (move === 'home') return all[0]?.key ?? key;
  if (move === 'end') return all.at(-1)?.key ?? key;
  const dayIndex = days.findIndex((day) => day.slots.some((slot) => slot.key === key));
  const day = days[dayIndex];
  if (!day) return all[0]?.key ?? key;
  const index = day.slots.findIndex((slot) => slot.key === key);
  if (move === 'up' || move === 'down') return day.slots[index + (move === 'up' ? -1 : 1)]?.key ?? key;
  // Left / right: the nearest day that way with any slot, at the slot starting closest to this one's start.
  const step = move === 'left' ? -1 : 1;
  const at = toMinutes(day.slots[index]?.starts ?? '');
  for (let other = dayIndex + step; other >= 0 && other < days.length; other += step) {
    const slots = days[other]?.slots ?? [];
    if (slots.length === 0) continue;
    let best = slots[0] as NavSlot;
    for (const slot of slots) {
      if (Math.abs(toMinutes(slot.starts) - at) < Math.abs(toMinutes(best.starts) - at)) best = slot;
    }
    return best.key;
  }
  return key;
}
