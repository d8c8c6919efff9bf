/**
 * ThemeColorPicker: the app's primary colour, chosen from Arco's preset colours or typed as a hex value, with the
 * 10 light and 10 dark shades the tokens' palette generator derives from it. A colour the primary button's text
 * would not be readable on (below 4.5:1, theme-color-contrast.ts) is refused with a message and the value
 * stays as it was. Inline (no popover), so it fits a 300 px drawer.
 */
import { DEFAULT_THEME_COLOR, generateDarkPalette, generatePalette, primaryButtonContrast } from '@soundboard/tokens';
import { type ReactNode, useId, useState } from 'react';
import { type Color, ColorField, Input, Label } from 'react-aria-components';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { cn, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { ARCO_PRESETS } from './color-picker';
import { PresetSwatches } from './color-picker-panel';
import { MIN_THEME_COLOR_CONTRAST } from './theme-color-contrast';

export const themeColorPickerMessages = defineMessages({
  'zh-CN': {
    presets: '预设颜色',
    hex: '自定义颜色',
    light: '亮色色阶',
    dark: '暗色色阶',
    shade: '色阶 {n}: {color}',
    refused: '按钮文字在 {color} 上的对比度只有 {ratio}:1，低于 {min}:1，看不清。请换一种颜色。',
  },
  'en-US': {
    presets: 'Preset colours',
    hex: 'Custom colour',
    light: 'Light shades',
    dark: 'Dark shades',
    shade: 'Shade {n}: {color}',
    refused:
      'Button text on {color} has a contrast of only {ratio}:1, below {min}:1, so it would be hard to read. Choose another colour.',
  },
});

export interface ThemeColorPickerProps {
  /** A visible label for the whole picker; without it, give `aria-label` (or let a surrounding heading name it). */
  label?: ReactNode;
  'aria-label'?: string;
  /** '#RRGGBB' (controlled). */
  value?: string;
  /** '#RRGGBB' (uncontrolled). */
  defaultValue?: string;
  /** An accepted colour, uppercase '#RRGGBB'; refused colours are not called back. */
  onChange?: (hex: string) => void;
  presets?: string[];
  className?: string;
}

function Shades({ title, colors }: { title: string; colors: string[] }) {
  const t = useMessages(themeColorPickerMessages);
  return (
    <div className="flex flex-col gap-1">
      <span aria-hidden="true" className="text-xs text-secondary">
        {title}
      </span>
      <ol aria-label={title} data-slot="shades" className="grid grid-cols-10 overflow-hidden rounded-sm">
        {colors.map((color, i) => (
          <li
            key={color}
            aria-label={format(t.shade, { n: i + 1, color: color.toUpperCase() })}
            title={color.toUpperCase()}
            data-slot="shade"
            data-color={color.toUpperCase()}
            className="h-5"
            style={{ backgroundColor: color }}
          />
        ))}
      </ol>
    </div>
  );
}

export function ThemeColorPicker({
  label,
  'aria-label': ariaLabel,
  value,
  defaultValue = DEFAULT_THEME_COLOR,
  onChange,
  presets = ARCO_PRESETS,
  className,
}: ThemeColorPickerProps) {
  const t = useMessages(themeColorPickerMessages);
  const id = useId();
  const [own, setOwn] = useState(defaultValue.toUpperCase());
  const [refused, setRefused] = useState<{ color: string; ratio: number } | null>(null);
  const color = (value ?? own).toUpperCase();

  const choose = (next: Color | null) => {
    if (!next) return;
    const hex = next.toString('hex').toUpperCase();
    const ratio = primaryButtonContrast(hex);
    if (ratio < MIN_THEME_COLOR_CONTRAST) {
      setRefused({ color: hex, ratio });
      return;
    }
    setRefused(null);
    if (hex === color) return;
    setOwn(hex);
    onChange?.(hex);
  };

  return (
    <fieldset
      aria-label={label ? undefined : ariaLabel}
      data-slot="theme-color-picker"
      className={cn('m-0 flex min-w-0 flex-col gap-3 border-0 p-0', className)}
    >
      {label && <legend className="mb-3 p-0 text-sm font-medium text-default">{label}</legend>}
      <PresetSwatches
        aria-label={t.presets}
        presets={presets}
        value={color}
        onChange={choose}
        className="gap-2 self-start"
      />
      <ColorField
        value={color}
        onChange={choose}
        aria-describedby={refused ? `${id}-refused` : undefined}
        data-slot="hex"
        className="flex items-center justify-between gap-3"
      >
        <Label className="text-sm text-default">{t.hex}</Label>
        <Input
          className={cx(
            'w-28 rounded-md border border-strong bg-surface px-2 py-1 font-mono text-sm text-default uppercase',
            focusRing,
          )}
        />
      </ColorField>
      {refused && (
        <p id={`${id}-refused`} role="alert" data-slot="refused" className="m-0 text-xs text-danger-text">
          {format(t.refused, {
            color: refused.color,
            ratio: refused.ratio.toFixed(2),
            min: MIN_THEME_COLOR_CONTRAST,
          })}
        </p>
      )}
      <Shades title={t.light} colors={generatePalette(color)} />
      <Shades title={t.dark} colors={generateDarkPalette(color)} />
    </fieldset>
  );
}
