/** Calendar pieces shared by DatePicker and DateRangePicker: the month grid, its header, and segmented date input. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  type DateInputProps,
  DateSegment,
  Heading,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

const navButton = cx('rounded-sm p-1 text-secondary data-hovered:bg-fill-2', focusRing);

/** Header (previous, month heading, next) and grid; sits inside a RAC Calendar or RangeCalendar. */
export function MonthGrid({ range }: { range?: boolean }) {
  return (
    <>
      <header className="mb-2 flex items-center justify-between gap-2">
        <Button slot="previous" className={navButton}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <Heading className="text-base font-medium text-default" />
        <Button slot="next" className={navButton}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </header>
      <CalendarGrid className="border-collapse">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="size-8 text-xs font-normal text-muted">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={cx(
                'flex size-8 cursor-default items-center justify-center rounded-sm text-sm text-default',
                'data-hovered:bg-fill-2 data-outside-month:hidden data-disabled:text-disabled data-unavailable:text-disabled data-unavailable:line-through',
                range
                  ? 'data-selected:rounded-none data-selected:bg-primary-subtle data-selection-start:rounded-l-sm data-selection-start:bg-primary data-selection-start:text-on-primary data-selection-end:rounded-r-sm data-selection-end:bg-primary data-selection-end:text-on-primary'
                  : 'data-selected:bg-primary data-selected:text-on-primary',
                focusRing,
              )}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** Segmented date/time input (year, month, day ... in the locale's order and separators). */
export function SegmentedInput({
  className,
  ...props
}: Omit<DateInputProps, 'children' | 'className'> & { className?: string }) {
  return (
    <DateInput {...props} data-slot="date-input" className={cn('flex flex-1 items-center', className)}>
      {(segment) => (
        <DateSegment
          segment={segment}
          className={cx(
            'rounded-sm px-1 text-base text-default tabular-nums outline-none data-[type=literal]:px-px',
            // Each editable segment is at least a 24×24 px target (WCAG 2.2 target size); separators stay narrow.
            'inline-flex h-6 items-center justify-center not-data-[type=literal]:min-w-6',
            'data-placeholder:text-muted data-[type=literal]:text-muted data-disabled:text-disabled',
            'data-focused:bg-primary data-focused:text-on-primary',
          )}
        />
      )}
    </DateInput>
  );
}

/** The box around a segmented input and its calendar button. */
export const dateBox = cx(
  'flex w-full min-w-0 items-center gap-2 rounded-md border border-strong bg-surface px-3 py-[5px]',
  'data-hovered:border-primary-border data-focus-within:border-primary group-data-invalid:border-danger',
  'data-disabled:bg-fill-2',
);

// p-1 around the 16 px icon: a 24×24 px target.
export const calendarButton = cx('-mr-1 rounded-sm p-1 text-muted data-hovered:text-default', focusRing);

export const calendarPopover = 'rounded-md border border-default bg-elevated p-3 shadow-lg outline-none';
