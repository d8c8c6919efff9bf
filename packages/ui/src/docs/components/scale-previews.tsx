/** Spacing, corner radius and elevation docs: each step drawn from its token so the differences are visible. */
import type { PlainToken, ThemedToken } from '@soundboard/tokens';
import { catalog } from './catalog';
import { TokenTable } from './doc-panel';

/** The spacing steps the kit's components use most (utility number × the spacing unit). */
const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16];

export function SpacingScale() {
  const unit = catalog.spacingUnit;
  return (
    <TokenTable
      caption={`Spacing: multiples of the ${unit} px unit (p-1 = ${unit} px, gap-4 = ${4 * unit} px)`}
      rows={SPACING_STEPS}
      rowKey={(step) => String(step)}
      columns={[
        { header: 'Step', cell: (step: number) => `p-${step} / gap-${step}`, mono: true },
        { header: 'px', cell: (step) => step * unit, mono: true },
        {
          header: 'Size',
          cell: (step) => (
            <span
              data-slot="bar"
              className="block h-3 rounded-sm bg-primary"
              style={{ width: `${step * unit}px` }}
              aria-hidden="true"
            />
          ),
        },
      ]}
    />
  );
}

export function RadiusScale() {
  return (
    <TokenTable
      caption="Corner radii"
      rows={catalog.radii}
      rowKey={(radius) => radius.variable}
      columns={[
        { header: 'Utility', cell: (radius: PlainToken) => `rounded-${radius.name}`, mono: true },
        { header: 'Value', cell: (radius) => radius.value, mono: true },
        {
          header: 'Shape',
          cell: (radius) => (
            <span
              aria-hidden="true"
              className="block h-12 w-20 border border-strong bg-primary-subtle"
              style={{ borderRadius: `var(${radius.variable})` }}
            />
          ),
        },
      ]}
    />
  );
}

export function ElevationScale() {
  return (
    <TokenTable
      caption="Elevation (shadows deepen in dark, where a light shadow would not show)"
      rows={catalog.shadows}
      rowKey={(shadow) => shadow.variable}
      columns={[
        { header: 'Utility', cell: (shadow: ThemedToken) => `shadow-${shadow.name}`, mono: true },
        { header: 'Light', cell: (shadow) => shadow.light, mono: true },
        { header: 'Dark', cell: (shadow) => shadow.dark, mono: true },
        {
          header: 'Current theme',
          cell: (shadow) => (
            <span className="block bg-page p-3">
              <span
                aria-hidden="true"
                className="block h-10 w-20 rounded-lg bg-elevated"
                style={{ boxShadow: `var(${shadow.variable})` }}
              />
            </span>
          ),
        },
      ]}
    />
  );
}
