/** How the KPI screens word their figures: month names from Intl, attainment as a percentage (a dash without a target). */
import { dateTimeFormat, numberFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { NO_VALUE } from '../monitor/format';

/** "Mar" / "3月" for month 1-12. */
export const monthName = (month: number, locale: string, width: 'short' | 'long' = 'short'): string =>
  dateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));

/** 125 -> "125%", 4.3 -> "4.3%", null -> "—". */
export const formatAttainment = (percent: number | null, locale: string): string =>
  percent === null
    ? NO_VALUE
    : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/** The tone of an attainment: reached (>= 100 %), on the way, or no target. */
export const attainmentTone = (percent: number | null): 'reached' | 'short' | 'none' =>
  percent === null ? 'none' : percent >= 100 ? 'reached' : 'short';
