/**
 * DatePicker: a segmented date input plus a calendar popover. The value is an ISO date string ('2026-11-22'),
 * the wire format; the input and calendar follow the locale of the nearest I18nProvider.
 */
import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { calendarButton, calendarPopover, dateBox, MonthGrid, SegmentedInput } from './calendar-parts';

export interface DatePickerProps
  extends Omit<
    AriaDatePickerProps<CalendarDate>,
    'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'placeholderValue'
  > {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** ISO date 'YYYY-MM-DD' or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  /** The month the calendar opens on when there is no value (ISO date); defaults to today. */
  placeholderValue?: string;
}

/** '' / null / undefined stay empty; anything else must be an ISO date. */
export const toDate = (iso: string | null | undefined) => (iso ? parseDate(iso) : iso === undefined ? undefined : null);

export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  placeholderValue,
  className,
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker
      {...props}
      value={toDate(value)}
      defaultValue={toDate(defaultValue)}
      minValue={toDate(minValue)}
      maxValue={toDate(maxValue)}
      placeholderValue={toDate(placeholderValue)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group data-slot="control" className={dateBox}>
        <SegmentedInput />
        <Button data-slot="calendar-button" className={calendarButton}>
          <CalendarDays aria-hidden="true" className="size-4" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover offset={4} className={cx('z-(--sb-z-popover)', calendarPopover)}>
        <Dialog className="outline-none">
          <Calendar>
            <MonthGrid />
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
