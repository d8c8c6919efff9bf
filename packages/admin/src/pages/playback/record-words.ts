/**
 * A weekly schedule or an exception in words for its list line and its delete question: the playlist (or
 * "Silence"), the weekdays as ranges or the dates, the times, and the note (an exception's occasion).
 */

import { useStore } from '@nanostores/react';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { useT } from '../../i18n/use-t';
import { formatDay } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';
import { $locale } from '../../stores/locale';
import { weekdaysText } from './week-model';

export interface RecordWords {
  title: string;
  when: string;
  note: string;
}

/** 2024-01-01 was a Monday: weekday n is that date plus n - 1 days. */
const MONDAY = Date.UTC(2024, 0, 1);

export function useRecordWords(): Record<'weekly' | 'exception', (record: ResourceRecord) => RecordWords> {
  const t = useT();
  const locale = useStore($locale);
  const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayName = (weekday: number) => short.format(new Date(MONDAY + (weekday - 1) * 86_400_000));
  const times = (record: ResourceRecord) => `${record.starts}–${record.ends}`;
  return {
    weekly: (record) => ({
      title: record.refLabels.musicTemplateId ?? '',
      when: `${weekdaysText((record.weekdays as string[] | undefined) ?? [], weekdayName, t('playback.listSeparator'))} ${times(record)}`,
      note: String(record.note ?? ''),
    }),
    exception: (record) => {
      const first = String(record.dateFrom ?? '');
      const last = String(record.dateTo ?? '');
      const dates = first === last ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;
      return {
        title: record.musicTemplateId ? (record.refLabels.musicTemplateId ?? '') : t('playback.silence'),
        when: `${dates} · ${times(record)}`,
        note: String(record.note ?? ''),
      };
    },
  };
}
