/** Motion docs: durations (0 ms under reduced motion, from the stylesheet's media query) and easing curves. */
import type { MotionDuration, PlainToken } from '@soundboard/tokens';
import { useState } from 'react';
import { Button } from '../../inputs/button';
import { bezierPoints } from './bezier';
import { catalog } from './catalog';
import { DocPanel, TokenTable } from './doc-panel';

function Curve({ value }: { value: string }) {
  const points = bezierPoints(value);
  if (!points) return null;
  const [x1, y1, x2, y2] = points;
  const size = 48;
  const at = (x: number, y: number) => `${x * size} ${size - y * size}`;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="overflow-visible">
      <rect width={size} height={size} className="fill-fill-2" />
      <path
        d={`M${at(0, 0)} C${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        className="fill-none stroke-primary"
        strokeWidth={2}
      />
    </svg>
  );
}

export function EasingTable() {
  return (
    <TokenTable
      caption="Easings"
      rows={catalog.easings}
      rowKey={(easing) => easing.variable}
      columns={[
        { header: 'Utility', cell: (easing: PlainToken) => `ease-${easing.name}`, mono: true },
        { header: 'Value', cell: (easing) => easing.value, mono: true },
        { header: 'Curve', cell: (easing) => <Curve value={easing.value} /> },
      ]}
    />
  );
}

export function DurationTable() {
  return (
    <TokenTable
      caption="Durations"
      rows={catalog.durations}
      rowKey={(duration) => duration.variable}
      columns={[
        { header: 'Utility', cell: (d: MotionDuration) => `duration-(${d.variable})`, mono: true },
        { header: 'Value', cell: (d) => d.value, mono: true },
        { header: 'Reduced motion', cell: (d) => d.reduced, mono: true },
      ]}
    />
  );
}

/** Moves a dot with each duration on the standard easing; with reduced motion on, the dots jump. */
export function MotionDemo() {
  const [moved, setMoved] = useState(false);
  return (
    <DocPanel className="flex flex-col gap-3">
      <div>
        <Button variant="secondary" onPress={() => setMoved((value) => !value)}>
          {moved ? 'Move back' : 'Play'}
        </Button>
      </div>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {catalog.durations.map((duration) => (
          <li key={duration.variable} className="grid grid-cols-[4rem_1fr] items-center gap-2 text-xs text-muted">
            <span className="font-mono">{duration.name}</span>
            <span className="@container relative block h-4 rounded-full bg-fill-2">
              <span
                aria-hidden="true"
                className="absolute top-0 left-0 size-4 rounded-full bg-primary transition-transform"
                style={{
                  transform: moved ? 'translateX(calc(100cqw - 1rem))' : 'none',
                  transitionDuration: `var(${duration.variable})`,
                  transitionTimingFunction: 'var(--sb-ease-standard)',
                }}
              />
            </span>
          </li>
        ))}
      </ul>
    </DocPanel>
  );
}
