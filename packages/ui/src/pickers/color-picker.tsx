/**
 * ColorPicker (the theme colour): a trigger showing the swatch and hex value opens a panel with a
 * saturation/brightness area, a hue slider, a hex field and preset swatches (Arco's theme colours by default).
 * The value is an uppercase '#RRGGBB' string. Everything is keyboard operable (RAC colour components).
 */
import { type ReactNode, useId, useState } from 'react';
import {
  ColorPicker as AriaColorPicker,
  Button,
  type Color,
  ColorSwatch,
  DialogTrigger,
  parseColor,
} from 'react-aria-components';
import { fieldStack } from '../forms/field-parts';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { ColorPickerPanel } from './color-picker-panel';
import { PickerPopover } from './list-parts';

export { colorPickerMessages } from './color-picker-panel';

/**
 * Arco Design's theme colours: arcoblue, red, orangered, orange, gold, yellow, lime, green, cyan, blue, purple,
 * pinkpurple, magenta.
 */
export const ARCO_PRESETS = [
  '#165DFF',
  '#F53F3F',
  '#F77234',
  '#FF7D00',
  '#F7BA1E',
  '#FADC19',
  '#9FDB1D',
  '#00B42A',
  '#14C9C9',
  '#3491FA',
  '#722ED1',
  '#D91AD9',
  '#F5319D',
];

export interface ColorPickerProps {
  /** The visible label; it also names the trigger button and the panel. */
  label?: ReactNode;
  /** '#RRGGBB' (controlled). */
  value?: string;
  /** '#RRGGBB' (uncontrolled). */
  defaultValue?: string;
  /** Every change, with the uppercase '#RRGGBB', also each step of a drag. */
  onChange?: (hex: string) => void;
  /** Once a change is complete: a drag or key press ends, a hex value is committed, a preset is chosen. */
  onChangeEnd?: (hex: string) => void;
  presets?: string[];
  isDisabled?: boolean;
  /** Opens the panel on mount (stories, screenshots). */
  defaultOpen?: boolean;
  className?: string;
}

const toHex = (color: Color) => color.toString('hex').toUpperCase();

export function ColorPicker({
  label,
  value,
  defaultValue = '#165DFF',
  onChange,
  onChangeEnd,
  presets = ARCO_PRESETS,
  isDisabled,
  defaultOpen,
  className,
}: ColorPickerProps) {
  const id = useId();
  const [own, setOwn] = useState(() => parseColor(value ?? defaultValue));
  // Keep our own colour while it matches `value`: it remembers the hue and saturation that a hex string loses
  // (greys, black), so a drag in the area does not make the hue jump.
  const color = value && value.toUpperCase() !== toHex(own) ? parseColor(value) : own;
  const change = (next: Color) => {
    setOwn(next);
    if (toHex(next) !== toHex(color)) onChange?.(toHex(next));
  };
  return (
    <div className={fieldStack(className)}>
      {label && (
        <span id={`${id}-label`} className="text-sm text-default">
          {label}
        </span>
      )}
      <AriaColorPicker value={color} onChange={change}>
        <DialogTrigger defaultOpen={defaultOpen}>
          <Button
            id={`${id}-trigger`}
            isDisabled={isDisabled}
            aria-labelledby={label ? `${id}-label ${id}-trigger` : undefined}
            data-slot="trigger"
            className={cx(
              'group inline-flex items-center gap-2 self-start rounded-md border border-strong bg-surface px-2 py-1.5 text-default',
              'data-hovered:border-primary-border data-disabled:bg-fill-2 data-disabled:text-disabled',
              focusRing,
            )}
          >
            <ColorSwatch className="size-5 rounded-sm border border-subtle group-data-disabled:opacity-50" />
            <span className="font-mono text-sm">{toHex(color)}</span>
          </Button>
          <PickerPopover placement="bottom start" className="min-w-0">
            <ColorPickerPanel
              presets={presets}
              onChangeEnd={(end) => onChangeEnd?.(toHex(end))}
              aria-labelledby={label ? `${id}-label` : undefined}
            />
          </PickerPopover>
        </DialogTrigger>
      </AriaColorPicker>
    </div>
  );
}
