/**
 * DateRangePicker: start and end date inputs plus a range calendar, optionally with preset ranges ("last 7
 * days"). Values are ISO date strings ({ start: '2026-11-01', end: '2026-11-22' }), like DatePicker; input and
 * calendar follow the locale. Presets count back from `now` (today by default; stories pin it).
 */
import { type CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import { type ReactNode, useContext } from 'react';
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  DateRangePickerStateContext,
  Dialog,
  Group,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { defineMessages, useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { calendarButton, calendarPopover, dateBox, MonthGrid, SegmentedInput } from './calendar-parts';
import { toDate } from './date-picker';

export const dateRangeMessages = defineMessages({
  'zh-CN': { presets: '快捷选择', last7: '最近 7 天', last30: '最近 30 天', thisMonth: '本月' },
  'en-US': { presets: 'Quick ranges', last7: 'Last 7 days', last30: 'Last 30 days', thisMonth: 'This month' },
});

export interface IsoDateRange {
  start: string;
  end: string;
}

type PresetId = 'last7' | 'last30' | 'thisMonth';

export interface DateRangePickerProps
  extends Omit<
    AriaDateRangePickerProps<CalendarDate>,
    'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'placeholderValue'
  > {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  onChange?: (value: IsoDateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  /** Preset ranges shown beside the calendar. */
  presets?: PresetId[];
  /** "Today" for the presets and the calendar's first month (ISO date); defaults to the real today. */
  now?: string;
}

function presetRange(id: PresetId, now: CalendarDate) {
  if (id === 'thisMonth') return { start: now.set({ day: 1 }), end: now };
  return { start: now.subtract({ days: id === 'last7' ? 6 : 29 }), end: now };
}

const toRange = (range: IsoDateRange | null | undefined) =>
  range ? { start: toDate(range.start) as CalendarDate, end: toDate(range.end) as CalendarDate } : range;

/** The preset buttons: they set the picker's range through its state and close the popover. */
function Presets({ presets, now }: { presets: PresetId[]; now: CalendarDate }) {
  const t = useMessages(dateRangeMessages);
  const state = useContext(DateRangePickerStateContext);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's border and legend would fight the popover layout
    <div role="group" aria-label={t.presets} className="flex flex-col gap-1 border-subtle pr-3 sm:border-r">
      {presets.map((id) => (
        <Button
          key={id}
          data-slot="preset"
          onPress={() => {
            state?.setValue(presetRange(id, now));
            state?.close();
          }}
          className={cx(
            'rounded-sm px-2 py-1 text-left text-sm whitespace-nowrap text-primary-text data-hovered:bg-fill-2',
            focusRing,
          )}
        >
          {t[id]}
        </Button>
      ))}
    </div>
  );
}

export function DateRangePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  presets,
  now,
  className,
  ...props
}: DateRangePickerProps) {
  const nowDate = now ? (toDate(now) as CalendarDate) : today(getLocalTimeZone());
  return (
    <AriaDateRangePicker
      {...props}
      value={toRange(value)}
      defaultValue={toRange(defaultValue)}
      minValue={toDate(minValue)}
      maxValue={toDate(maxValue)}
      placeholderValue={nowDate}
      onChange={(range) => onChange?.(range ? { start: range.start.toString(), end: range.end.toString() } : null)}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group data-slot="control" className={dateBox}>
        <SegmentedInput slot="start" className="flex-none" />
        <span aria-hidden="true" className="px-1 text-muted">
          ~
        </span>
        <SegmentedInput slot="end" />
        <Button data-slot="calendar-button" className={calendarButton}>
          <CalendarDays aria-hidden="true" className="size-4" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover offset={4} className={cx('z-(--sb-z-popover)', calendarPopover)}>
        <Dialog className="flex flex-col gap-3 outline-none sm:flex-row">
          {presets && presets.length > 0 && <Presets presets={presets} now={nowDate} />}
          <RangeCalendar>
            <MonthGrid range />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
