/**
 * The ad list's own cells: the position's name over its code, the picture's thumbnail, the schedule state in place of the bare switch (running,
 * scheduled, ended, disabled — ./ad-schedule.ts), and the clicks with their click-through rate.
 */
import { useStore } from '@nanostores/react';
import { StatusTag, type TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { numberFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { useT } from '../../../i18n/use-t';
import type { ResourceRecord } from '../../../resource/api';
import { $locale } from '../../../stores/locale';
import { MaterialThumb } from '../../material/material-thumb';
import { clickThroughRate, type ScheduleState, scheduleState } from './ad-schedule';

const TONES: Record<ScheduleState, TagColor> = {
  running: 'success',
  scheduled: 'primary',
  ended: 'default',
  disabled: 'warning',
};

export function AdPicture({ row }: { row: ResourceRecord }) {
  const [id] = (row.image as number[] | undefined) ?? [];
  if (id === undefined) return <span className="text-muted">-</span>;
  return <MaterialThumb id={id} kind="image" className="h-10 w-16 rounded-sm object-cover" />;
}

/** The position as its name over its code (the label is "CODE name"; a code has no spaces), so the list stays narrow. */
export function AdPosition({ row }: { row: ResourceRecord }) {
  const label = row.refLabels.positionId ?? `#${row.positionId}`;
  const space = label.indexOf(' ');
  if (space < 0) return label;
  return (
    <span className="flex flex-col">
      <span>{label.slice(space + 1)}</span>
      <span className="text-xs text-secondary">{label.slice(0, space)}</span>
    </span>
  );
}

/** In the Enabled column: whether the storefront shows the ad now, will, did, or never (switched off). */
export function AdSchedule({ row }: { row: ResourceRecord }) {
  const t = useT();
  const state = scheduleState(row, new Date());
  return (
    <StatusTag color={TONES[state]} size="sm">
      {t(`ads.state.${state}`)}
    </StatusTag>
  );
}

export function AdClicks({ row }: { row: ResourceRecord }) {
  const t = useT();
  const locale = useStore($locale);
  const rate = clickThroughRate(row.viewCount, row.clickCount);
  return (
    <span className="flex flex-col items-end">
      <span>{numberFormat(locale).format(Number(row.clickCount ?? 0))}</span>
      <span className="text-xs text-secondary">
        {rate === null
          ? t('ads.ctrNone')
          : t('ads.ctr', { rate: numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate) })}
      </span>
    </span>
  );
}
