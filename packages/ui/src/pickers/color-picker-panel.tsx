/**
 * The panel the ColorPicker opens: a saturation/brightness area, a hue slider, a hex field and preset swatches.
 * It lives inside RAC's ColorPicker, which feeds every part the current colour and collects their changes.
 */
import {
  type Color,
  ColorArea,
  ColorField,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  Dialog,
  Input,
  SliderTrack,
} from 'react-aria-components';
import { defineMessages, useMessages } from '../i18n/messages';
import { cn, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';

export const colorPickerMessages = defineMessages({
  'zh-CN': { hue: '色相', hex: '十六进制颜色值', presets: '预设颜色', area: '饱和度与亮度' },
  'en-US': { hue: 'Hue', hex: 'Hex colour', presets: 'Preset colours', area: 'Saturation and brightness' },
});

export interface ColorPickerPanelProps {
  presets: string[];
  /**
   * An interaction is complete: a drag or key press on the area or the hue slider ended, a hex value was
   * committed (Enter or blur), or a preset was chosen.
   */
  onChangeEnd: (color: Color) => void;
  'aria-labelledby'?: string;
}

// The thumb sits on arbitrary colours, so it is white with a shadow whatever the theme.
const thumb = cn(
  'size-5 rounded-full border-2 border-white shadow-md',
  focusRing,
  'data-focus-visible:size-6 data-focus-visible:outline-offset-0',
);

const swatchItem = cn(
  // The chosen swatch is ringed in the strongest neutral (dark on light, light on dark).
  'rounded-sm',
  'data-selected:outline-solid data-selected:outline-2 data-selected:outline-offset-1 data-selected:outline-neutral-10',
  focusRing,
  'data-focus-visible:outline-offset-1',
);

/**
 * Preset swatches (a listbox, arrow keys between them); the chosen one is ringed. Inside a ColorPicker it follows the
 * picker's colour; elsewhere pass `value`.
 */
export function PresetSwatches({
  presets,
  value,
  onChange,
  'aria-label': ariaLabel,
  className,
}: {
  presets: string[];
  value?: string;
  onChange: (color: Color) => void;
  'aria-label': string;
  className?: string;
}) {
  return (
    <ColorSwatchPicker
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      data-slot="presets"
      className={cn('grid grid-cols-7 gap-1.5', className)}
    >
      {presets.map((preset) => (
        <ColorSwatchPickerItem key={preset} color={preset} className={swatchItem}>
          <ColorSwatch className="size-6 rounded-sm" />
        </ColorSwatchPickerItem>
      ))}
    </ColorSwatchPicker>
  );
}

export function ColorPickerPanel({ presets, onChangeEnd, 'aria-labelledby': labelledBy }: ColorPickerPanelProps) {
  const t = useMessages(colorPickerMessages);
  // These handlers run after the ColorPicker's own onChange (RAC chains context and local handlers).
  const committed = (color: Color | null) => {
    if (color) onChangeEnd(color);
  };
  return (
    <Dialog aria-labelledby={labelledBy} data-slot="panel" className="flex w-60 flex-col gap-3 p-3 outline-none">
      <ColorArea
        aria-label={t.area}
        colorSpace="hsb"
        xChannel="saturation"
        yChannel="brightness"
        onChangeEnd={onChangeEnd}
        data-slot="area"
        className="h-40 w-full rounded-md"
      >
        <ColorThumb className={thumb} />
      </ColorArea>
      <ColorSlider aria-label={t.hue} colorSpace="hsb" channel="hue" onChangeEnd={onChangeEnd} data-slot="hue">
        <SliderTrack className="h-4 w-full rounded-full">
          <ColorThumb className={cx(thumb, 'top-1/2')} />
        </SliderTrack>
      </ColorSlider>
      <ColorField aria-label={t.hex} onChange={committed} data-slot="hex" className="flex flex-col">
        <Input
          className={cx(
            'rounded-md border border-strong bg-surface px-2 py-1 font-mono text-sm text-default uppercase',
            focusRing,
          )}
        />
      </ColorField>
      <PresetSwatches aria-label={t.presets} presets={presets} onChange={committed} />
    </Dialog>
  );
}
