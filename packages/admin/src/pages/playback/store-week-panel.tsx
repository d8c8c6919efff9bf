/**
 * The music week of a store: which week (previous, this, next), the kit's WeekView of its slots (hatched
 * silence, marked exceptions, opening hours behind) and the legend of its playlists. Picking a slot names its
 * record (weekly schedule or exception) to the page, which opens that record's form.
 */

import { useStore } from '@nanostores/react';
import { localMoment, type StoreWeek } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { WeekView, weekSwatchClass } from '@soundboard/ui/playback/week-view.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { formatDay } from '../../lib/format-date';
import { $locale } from '../../stores/locale';
import { WeekLegend } from './week-legend';
import { shiftWeek, slotSource, weekLegend, weekViewDays } from './week-model';

export interface StoreWeekPanelProps {
  week: StoreWeek | undefined;
  failed: boolean;
  onRetry: () => void;
  /** A Monday, or undefined for this week. */
  onWeek: (from: string | undefined) => void;
  /** Absent: the slots are not editable here (no template:write). */
  onSelect?: (kind: 'weekly' | 'exception', id: number) => void;
}

export function StoreWeekPanel({ week, failed, onRetry, onWeek, onSelect }: StoreWeekPanelProps) {
  const t = useT();
  const locale = useStore($locale);
  const today = localMoment(new Date()).date;
  const last = week?.days.at(-1)?.date;
  return (
    <section
      aria-labelledby="music-week"
      aria-busy={!week || undefined}
      className="flex min-w-0 flex-1 flex-col gap-3 rounded-lg bg-surface p-4"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id="music-week" className="me-auto text-base font-semibold text-default">
          {week && last
            ? t('playback.weekOf', { from: formatDay(week.from), to: formatDay(last) })
            : t('playback.week')}
        </h2>
        <Button
          size="sm"
          icon={<ChevronLeft aria-hidden />}
          isDisabled={!week}
          onPress={() => week && onWeek(shiftWeek(week.from, -1))}
        >
          {t('playback.previousWeek')}
        </Button>
        <Button size="sm" onPress={() => onWeek(undefined)}>
          {t('playback.thisWeek')}
        </Button>
        <Button size="sm" isDisabled={!week} onPress={() => week && onWeek(shiftWeek(week.from, 1))}>
          {t('playback.nextWeek')}
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </header>
      {failed && <LoadFailed title={t('playback.loadFailed')} onRetry={onRetry} />}
      {!week && !failed && <Skeleton rows={8} />}
      {week && (
        <>
          <WeekView
            days={weekViewDays(week, (weekday) => t(`store.weekday.${weekday}`))}
            locale={locale}
            today={today}
            onSelectSlot={
              onSelect &&
              ((key: string) => {
                const source = slotSource(key);
                if (source) onSelect(source.source, source.id);
              })
            }
          />
          <WeekLegend items={weekLegend(week)} swatch={weekSwatchClass} />
        </>
      )}
    </section>
  );
}
