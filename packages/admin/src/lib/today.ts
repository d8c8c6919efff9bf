/** Today as a calendar day ('YYYY-MM-DD') in the browser's time zone: the default date of a new document. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
