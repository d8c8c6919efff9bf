/** Figures as the documents print them: fen as ¥1,234.56 (integer arithmetic), times in China's time zone. */
import { dateTimeFormat, numberFormat } from '../i18n/intl-formats';

export type DocumentLanguage = 'zh-CN' | 'en-US';

export function printMoney(fen: number, language: DocumentLanguage): string {
  const abs = Math.abs(fen);
  const yuan = numberFormat(language).format(Math.floor(abs / 100));
  return `${fen < 0 ? '-' : ''}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** The company issues in Shanghai: a document shows the same date wherever it is printed. */
export function printDate(iso: string | null, language: DocumentLanguage): string {
  if (!iso) return '';
  return dateTimeFormat(language, {
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
