/** Token docs: the 10 light and 10 dark shades generated from a theme colour, with a field to try any colour. */
import { generateDarkPalette, generatePalette, readableTextOn } from '@soundboard/tokens';
import { useId, useState } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

function ShadeRow({ title, shades }: { title: string; shades: string[] }) {
  return (
    <figure className="m-0">
      <figcaption className="mb-1 text-xs font-medium text-secondary">{title}</figcaption>
      <ol className="grid grid-cols-10 overflow-hidden rounded-md border border-default" aria-label={title}>
        {shades
          .map((shade, i) => ({ shade, number: i + 1 }))
          .map(({ shade, number }) => (
            <li
              key={number}
              data-slot="shade"
              className="flex h-16 flex-col items-center justify-center font-mono text-xs"
              style={{ backgroundColor: shade, color: readableTextOn(shade, '#000000') }}
            >
              <span>{number}</span>
              <span>{shade}</span>
            </li>
          ))}
      </ol>
    </figure>
  );
}

export function PaletteView({ color }: { color: string }) {
  const [value, setValue] = useState(color);
  const inputId = useId();
  const valid = HEX.test(value);
  const base = valid ? value : color;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={inputId} className="text-sm text-default">
          Theme colour
        </label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={!valid}
          className="w-28 rounded-md border border-strong bg-surface px-2 py-1 font-mono text-sm text-default"
        />
        {!valid && <span className="text-xs text-danger-text">Enter a colour as #RRGGBB</span>}
      </div>
      <ShadeRow title="Light" shades={generatePalette(base)} />
      <ShadeRow title="Dark" shades={generateDarkPalette(base)} />
    </div>
  );
}
