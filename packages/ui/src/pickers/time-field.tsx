/**
 * TimeField: a segmented time input (hour, minute, optional second; 12- or 24-hour by locale or `hourCycle`).
 * The value is 'HH:mm' or 'HH:mm:ss' — the wire format of opening hours and playlist schedules.
 */
import { parseTime, type Time } from '@internationalized/date';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { TimeField as AriaTimeField, type TimeFieldProps as AriaTimeFieldProps, Group } from 'react-aria-components';
import { FieldHelp, fieldStack, Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { dateBox, SegmentedInput } from './calendar-parts';

export interface TimeFieldProps
  extends Omit<
    AriaTimeFieldProps<Time>,
    'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue' | 'placeholderValue' | 'granularity'
  > {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** 'HH:mm' or 'HH:mm:ss', or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  granularity?: 'hour' | 'minute' | 'second';
}

const toTime = (text: string | null | undefined) => (text ? parseTime(text) : text === undefined ? undefined : null);

/** Drops the seconds unless the field shows them, so a minute field reports '09:30', not '09:30:00'. */
function formatTime(time: Time, granularity: TimeFieldProps['granularity']) {
  const text = time.toString();
  return granularity === 'second' ? text.slice(0, 8) : text.slice(0, 5);
}

export function TimeField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  granularity = 'minute',
  className,
  ...props
}: TimeFieldProps) {
  return (
    <AriaTimeField
      // Schedules read as 09:30, not 9:30.
      shouldForceLeadingZeros
      {...props}
      granularity={granularity}
      value={toTime(value)}
      defaultValue={toTime(defaultValue)}
      minValue={toTime(minValue)}
      maxValue={toTime(maxValue)}
      onChange={(time) => onChange?.(time ? formatTime(time, granularity) : null)}
      className={composeClassName(className, cx('group', fieldStack()))}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group data-slot="control" className={dateBox}>
        <SegmentedInput />
        <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTimeField>
  );
}
