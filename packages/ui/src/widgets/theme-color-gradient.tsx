/**
 * Theme-colour gradient: a colour field and the 10 light
 * and 10 dark shades that the Arco palette generator of @soundboard/tokens derives from it. A valid colour
 * calls back with both palettes. The colour comes from the kit's ColorPicker (area, hue, hex field, presets).
 */
import { DEFAULT_THEME_COLOR, generateDarkPalette, generatePalette } from '@soundboard/tokens';
import { useState } from 'react';
import { defineMessages, format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { ColorPicker } from '../pickers/color-picker';

const messages = defineMessages({
  'zh-CN': {
    color: '主题色',
    light: '亮色色阶',
    dark: '暗色色阶',
    shade: '色阶 {n}',
  },
  'en-US': {
    color: 'Theme colour',
    light: 'Light shades',
    dark: 'Dark shades',
    shade: 'Shade {n}',
  },
});

export interface ThemePalette {
  color: string;
  light: string[];
  dark: string[];
}

export interface ThemeColorGradientProps {
  defaultValue?: string;
  onChange?: (palette: ThemePalette) => void;
  className?: string;
}

function Shades({ title, colors }: { title: string; colors: string[] }) {
  const t = useMessages(messages);
  return (
    <figure className="flex flex-col gap-1.5">
      <figcaption className="text-sm text-secondary">{title}</figcaption>
      <ol aria-label={title} className="grid grid-cols-10 overflow-hidden rounded-md border border-subtle">
        {colors.map((color, i) => (
          <li key={color} aria-label={`${format(t.shade, { n: i + 1 })}: ${color}`} className="flex flex-col">
            <span data-slot="shade" data-color={color} className="h-10" style={{ backgroundColor: color }} />
            <span aria-hidden="true" className="bg-surface py-1 text-center font-mono text-xs text-muted">
              {color.replace('#', '')}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function ThemeColorGradient({
  defaultValue = DEFAULT_THEME_COLOR,
  onChange,
  className,
}: ThemeColorGradientProps) {
  const t = useMessages(messages);
  const [color, setColor] = useState(defaultValue.toUpperCase());

  const change = (next: string) => {
    setColor(next);
    onChange?.({ color: next, light: generatePalette(next), dark: generateDarkPalette(next) });
  };

  return (
    <div data-slot="theme-color-gradient" className={cn('flex flex-col gap-4', className)}>
      <ColorPicker label={t.color} value={color} onChange={change} />
      <Shades title={t.light} colors={generatePalette(color)} />
      <Shades title={t.dark} colors={generateDarkPalette(color)} />
    </div>
  );
}
