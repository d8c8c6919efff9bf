/**
 * ProgressBar: how far an upload or a long job has got. Determinate (a value between minValue and maxValue, 0-100 by
 * default) or indeterminate (a sliding stripe; with reduced motion asked for, a still, faint full-width bar). RAC's
 * ProgressBar gives the progressbar role, aria-valuenow/-valuetext and the label's name. The value text (percent by
 * default, or `valueLabel`) sits beside the label above the bar, or after the bar when there is no visible label.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import { cn } from '../lib/cn';

/** The indeterminate stripe's motion, declared once for the document (React hoists and dedupes a style with an href). */
const INDETERMINATE_CSS =
  '@keyframes sb-progress-slide{from{transform:translateX(-100%)}to{transform:translateX(250%)}}';

const track = cva('relative w-full min-w-0 overflow-hidden rounded-full bg-fill-3', {
  variants: {
    size: { sm: 'h-1', md: 'h-2', lg: 'h-3' },
  },
  defaultVariants: { size: 'md' },
});

const fill = cva('absolute inset-y-0 left-0 rounded-full', {
  variants: {
    status: { normal: 'bg-primary', success: 'bg-success', error: 'bg-danger' },
    indeterminate: {
      false: 'transition-[width] duration-(--sb-duration-base) ease-standard motion-reduce:transition-none',
      true: [
        'w-2/5 animate-[sb-progress-slide_1.4s_ease-in-out_infinite]',
        'motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-40',
      ],
    },
  },
  defaultVariants: { status: 'normal', indeterminate: false },
});

const valueText = cva('text-sm tabular-nums', {
  variants: {
    status: { normal: 'text-secondary', success: 'text-success-text', error: 'text-danger-text' },
  },
  defaultVariants: { status: 'normal' },
});

export type ProgressBarStatus = 'normal' | 'success' | 'error';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style'>,
    VariantProps<typeof track> {
  /** The visible label; without it, give `aria-label`. */
  label?: ReactNode;
  status?: ProgressBarStatus;
  /** Show the value text (default: on when determinate). */
  showValueText?: boolean;
  className?: string;
}

export function ProgressBar({
  label,
  size,
  status = 'normal',
  showValueText,
  isIndeterminate = false,
  className,
  ...props
}: ProgressBarProps) {
  const showText = showValueText ?? !isIndeterminate;
  return (
    <AriaProgressBar
      {...props}
      isIndeterminate={isIndeterminate}
      data-slot="progress-bar"
      data-status={status}
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
    >
      {({ percentage, valueText: text }) => {
        const value = showText && (
          <span
            data-slot="value-text"
            className={cn(valueText({ status }), !label && 'w-10 shrink-0 text-right text-xs')}
          >
            {text}
          </span>
        );
        const bar = (
          <div data-slot="track" className={track({ size })}>
            {isIndeterminate && (
              <style href="sb-progress-slide" precedence="default">
                {INDETERMINATE_CSS}
              </style>
            )}
            <div
              data-slot="fill"
              className={fill({ status, indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        );
        // Labelled: the label and the value text above the bar. Unlabelled (a file row): the value text after it.
        if (!label)
          return (
            <div className="flex items-center gap-2 *:data-[slot=track]:flex-1">
              {bar}
              {value}
            </div>
          );
        return (
          <>
            <div className="flex items-baseline justify-between gap-3">
              <Label className="text-sm text-default">{label}</Label>
              {value}
            </div>
            {bar}
          </>
        );
      }}
    </AriaProgressBar>
  );
}
