/** Focus ring docs: its colour in each theme, the classes of lib/focus-ring.ts, and controls to Tab through. */
import { Button } from '../../inputs/button';
import { Checkbox } from '../../inputs/checkbox';
import { TextField } from '../../inputs/text-field';
import { focusRing, focusRingGroup, focusRingInset, focusRingNative } from '../../lib/focus-ring';
import { catalog } from './catalog';
import { DocPanel, TokenTable } from './doc-panel';

const VARIANTS = [
  { name: 'focusRing', use: 'react-aria components (they set data-focus-visible)', classes: focusRing },
  { name: 'focusRingInset', use: 'rows, cells, options, tree items: drawn inward', classes: focusRingInset },
  { name: 'focusRingGroup', use: 'the visible box of a control whose input is hidden', classes: focusRingGroup },
  { name: 'focusRingNative', use: 'native elements (entry screens, plain links)', classes: focusRingNative },
];

export function FocusRingTokens() {
  const ring = catalog.focusRing;
  return (
    <DocPanel className="flex flex-wrap gap-6">
      {(['light', 'dark'] as const).map((mode) => (
        <figure key={mode} className="m-0 flex flex-col items-center gap-2">
          <span
            className="flex h-14 w-28 items-center justify-center rounded-md text-sm"
            style={{
              backgroundColor: catalog.resolve(mode, '--sb-bg-surface'),
              color: catalog.resolve(mode, '--sb-text-default'),
              outline: `2px solid ${ring[mode]}`,
              outlineOffset: '2px',
            }}
          >
            {mode}
          </span>
          <figcaption className="font-mono text-xs text-secondary">
            {ring.variable}: {ring[mode]}
          </figcaption>
        </figure>
      ))}
    </DocPanel>
  );
}

export function FocusRingClasses() {
  return (
    <TokenTable
      caption="The four focus-ring class sets (lib/focus-ring.ts)"
      rows={VARIANTS}
      rowKey={(variant) => variant.name}
      columns={[
        { header: 'Export', cell: (variant) => variant.name, mono: true },
        { header: 'For', cell: (variant) => variant.use },
        { header: 'Classes', cell: (variant) => variant.classes, mono: true },
      ]}
    />
  );
}

/** Press Tab into this panel: the ring shows on keyboard focus only, never on a mouse click. */
export function FocusRingTry() {
  return (
    <DocPanel className="flex flex-wrap items-end gap-4">
      <Button variant="primary">Primary button</Button>
      <Button>Secondary button</Button>
      <Checkbox>Remember me</Checkbox>
      <TextField label="Order number" placeholder="SO-2026-0001" />
    </DocPanel>
  );
}
