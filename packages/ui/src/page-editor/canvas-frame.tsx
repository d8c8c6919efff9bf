/** The canvas's default frame (a plain bordered screen of the chosen size) and the size chooser. */
import type { ReactNode } from 'react';
import { Select } from '../pickers/select';
import { type CanvasSize, sizeKey } from './types';

export function PlainFrame({ screen, size }: { screen: ReactNode; size: CanvasSize }) {
  return (
    <div
      data-slot="canvas-frame"
      style={{ width: size.width, height: size.height }}
      className="max-w-full shrink-0 overflow-x-hidden overflow-y-auto rounded-md border border-default bg-surface shadow-sm"
    >
      {screen}
    </div>
  );
}

export interface SizeChooserProps {
  sizes: readonly CanvasSize[];
  size: CanvasSize;
  onSizeChange: (size: CanvasSize) => void;
  label: string;
}

export function SizeChooser({ sizes, size, onSizeChange, label }: SizeChooserProps) {
  const options = sizes.map((entry) => ({ id: sizeKey(entry), label: `${entry.width} × ${entry.height}` }));
  return (
    <Select
      aria-label={label}
      options={options}
      value={sizeKey(size)}
      onChange={(key) => {
        const chosen = sizes.find((entry) => sizeKey(entry) === key);
        if (chosen) onSizeChange(chosen);
      }}
      className="w-36"
    />
  );
}
