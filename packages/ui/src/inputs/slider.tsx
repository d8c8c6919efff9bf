/** Slider: a single value on a track (e.g. volume 0–100) with its label and the formatted value. */
import type { ReactNode } from 'react';
import {
  Slider as AriaSlider,
  type SliderProps as AriaSliderProps,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Label } from '../forms/field-parts';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children'> {
  label?: ReactNode;
  /** Hide the value shown beside the label. */
  hideValue?: boolean;
}

export function Slider({ label, hideValue, className, ...props }: SliderProps) {
  return (
    <AriaSlider
      {...props}
      data-slot="slider"
      className={composeClassName(className, 'grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1')}
    >
      {label && <Label>{label}</Label>}
      {!hideValue && <SliderOutput data-slot="value" className="text-sm text-secondary tabular-nums" />}
      <SliderTrack className="group relative col-span-2 h-5 w-full cursor-pointer data-disabled:cursor-not-allowed">
        {({ state, isDisabled }) => (
          <>
            <div className="absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-full bg-fill-3" />
            <div
              data-slot="fill"
              className={cx(
                'absolute top-1/2 h-1 -translate-y-1/2 rounded-full',
                isDisabled ? 'bg-neutral-5' : 'bg-primary',
              )}
              style={{ width: `${state.getThumbPercent(0) * 100}%` }}
            />
            <SliderThumb
              className={cx(
                'top-1/2 size-4 rounded-full border-2 bg-surface shadow-sm',
                'data-dragging:scale-110',
                focusRing,
                isDisabled ? 'border-neutral-5' : 'border-primary',
              )}
            />
          </>
        )}
      </SliderTrack>
    </AriaSlider>
  );
}
