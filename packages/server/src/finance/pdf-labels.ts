/**
 * The figures as the archived PDFs print them (the kit's print-format.ts does the same on screen). The words are
 * the contract's printWords (contract finance/print-words.ts), shared with the admin's print view.
 */
import type { DocumentLanguage } from '@soundboard/contract';

/** Fen as the documents print it: ¥1,234.56 (integers only, no float rounding). */
export function printMoney(fen: number, language: DocumentLanguage): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = new Intl.NumberFormat(language).format(Math.floor(abs / 100));
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** A date-time in China's time zone, where the company issues its documents. */
export function printDate(iso: string | null, language: DocumentLanguage): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export const printRate = (bp: number) => `${bp / 100}%`;
