/** A fixed store week for the WeekView stories (23–29 Nov 2026, Monday first): no clock, no randomness. */
import type { WeekDay, WeekSlot } from './week-types';

type Locale = 'zh-CN' | 'en-US';

const LABELS: Record<Locale, string[]> = {
  'zh-CN': ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  'en-US': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

const TITLES: Record<Locale, string[]> = {
  'zh-CN': ['早间轻音乐', '午间休闲', '午后流行', '晚间爵士', '黑五热歌'],
  'en-US': ['Morning mix', 'Lunch lounge', 'Afternoon pop', 'Evening jazz', 'Black Friday hits'],
};

export const STORY_TODAY = '2026-11-26';

/** The dayparts every day plays: four playlists from 09:00 to 22:00, a short silence at noon on Wednesday. */
function dayparts(day: number, titles: string[]): WeekSlot[] {
  const slot = (starts: string, ends: string, index: number | null): WeekSlot => ({
    key: `weekly:${index ?? 'silence'}:${day}:${starts}`,
    starts,
    ends,
    title: index === null ? null : (titles[index] as string),
    tone: 'weekly',
    colorIndex: index ?? 0,
  });
  const slots = [
    slot('09:00', '12:00', 0),
    slot('12:00', '14:00', 1),
    slot('14:00', '18:00', 2),
    slot('18:00', '22:00', 3),
  ];
  if (day === 2) slots.splice(1, 1, slot('12:00', '12:30', null), slot('12:30', '14:00', 1));
  return slots;
}

export interface StoryWeekOptions {
  /** Friday has an exception: one playlist all day, opening longer. */
  exception?: boolean;
  /** Sunday is closed, nothing plays. */
  closedSunday?: boolean;
}

export function storyWeek(
  locale: Locale,
  { exception = false, closedSunday = false }: StoryWeekOptions = {},
): WeekDay[] {
  const titles = TITLES[locale];
  return LABELS[locale].map((label, day) => {
    const date = `2026-11-${23 + day}`;
    if (closedSunday && day === 6) return { date, label, open: null, slots: [] };
    if (exception && day === 4) {
      return {
        date,
        label,
        open: [{ opens: '08:00', closes: '23:00' }],
        slots: [
          {
            key: `exception:7:${date}:08:00`,
            starts: '08:00',
            ends: '23:00',
            title: titles[4] as string,
            tone: 'exception',
            colorIndex: 4,
          },
        ],
      };
    }
    return {
      date,
      label,
      open: [{ opens: day >= 5 ? '10:00' : '09:00', closes: '22:00' }],
      slots: dayparts(day, titles),
    };
  });
}
