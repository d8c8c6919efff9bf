/**
 * What a store's announcements say for the script's variables (contract player/variables.ts): its name in the
 * template's language, that local day's opening and closing time, the date and time — all on the company's
 * calendar (Asia/Shanghai, contract business-day.ts), formatted by hand so the words do not depend on the
 * machine's ICU data.
 */
import {
  isoWeekday,
  localMoment,
  periodsOn,
  type TextLanguage,
  type TextValues,
  translate,
} from '@soundboard/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { storeExceptions, storeHours, stores } from '../db/schema';

export interface StoreVoiceContext {
  id: number;
  nameZh: string;
  nameEn: string;
  hours: { weekday: string; opens: string; closes: string }[];
  exceptions: { date: string; closed: boolean; opens: string; closes: string }[];
}

/** A store with its hours and exceptions, or null when there is no such store. */
export async function loadStoreContext(db: Db | Tx, storeId: number): Promise<StoreVoiceContext | null> {
  const [row] = await db
    .select({ id: stores.id, nameZh: stores.nameZh, nameEn: stores.nameEn })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) return null;
  const [hours, exceptions] = await Promise.all([
    db
      .select({ weekday: storeHours.weekday, opens: storeHours.opens, closes: storeHours.closes })
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId))
      .orderBy(asc(storeHours.sort), asc(storeHours.id)),
    db
      .select({
        date: storeExceptions.date,
        closed: storeExceptions.closed,
        opens: storeExceptions.opens,
        closes: storeExceptions.closes,
      })
      .from(storeExceptions)
      .where(eq(storeExceptions.storeId, storeId)),
  ]);
  return { ...row, hours, exceptions };
}

/** The first store by code (the preview's default), or null when there is none. */
export async function firstStoreContext(db: Db | Tx): Promise<StoreVoiceContext | null> {
  const [first] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.code)).limit(1);
  return first ? loadStoreContext(db, first.id) : null;
}

const EN_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ZH_WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "11月26日 星期四" / "Thursday, November 26" of a local 'YYYY-MM-DD'. */
export function spokenDate(date: string, language: TextLanguage): string {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const weekday = isoWeekday(date) - 1;
  if (language === 'zh-CN') return `${month}月${day}日 星期${ZH_WEEKDAYS[weekday]}`;
  return `${EN_WEEKDAYS[weekday]}, ${EN_MONTHS[month - 1]} ${day}`;
}

/** "14:05" / "2:05 PM" of a local 'HH:MM' ('24:00' is midnight). */
export function spokenTime(time: string, language: TextLanguage): string {
  if (language === 'zh-CN') return time;
  const hours = Number(time.slice(0, 2)) % 24;
  const minutes = time.slice(3, 5);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The variables' values for a store at a moment, in the template's language. No store (none exists): an empty
 * name and "closed" hours, so a preview still renders.
 */
export function sampleValues(
  store: StoreVoiceContext | null,
  language: TextLanguage,
  at: Date,
  promo: string,
): TextValues {
  const { date, time } = localMoment(at);
  const periods = store ? periodsOn(date, store.hours, store.exceptions) : [];
  const closed = translate(language, 'player.storeClosed');
  const first = periods[0];
  const last = periods.at(-1);
  return {
    storeName: store ? (language === 'zh-CN' ? store.nameZh : store.nameEn) : '',
    openingTime: first ? spokenTime(first.opens, language) : closed,
    closingTime: last ? spokenTime(last.closes, language) : closed,
    date: spokenDate(date, language),
    time: spokenTime(time, language),
    promo,
  };
}
