/**
 * The company's calendar: it trades in China (UTC+8 all year, no daylight saving), so "today", a document's
 * date and the Workplace's days are China calendar days wherever the browser or the server happens to run.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of an instant on the company's calendar. */
export const businessDay = (instant: Date = new Date()): string =>
  new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD HH:mm' of an instant on the company's clock (messages that name a time). */
export const businessMinute = (instant: Date): string =>
  new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
