/** Token docs: spacing steps, corner radii and elevation shadows, drawn so their differences are visible. */

export const SPACING_STEPS = [1, 2, 3, 4, 6, 8, 12, 16] as const;
export const RADII = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full'] as const;
export const SHADOWS = ['shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl'] as const;

/** Literal class names so Tailwind's scanner generates them (class names are never built from strings). */
const SPACING_WIDTH: Record<(typeof SPACING_STEPS)[number], string> = {
  1: 'w-1',
  2: 'w-2',
  3: 'w-3',
  4: 'w-4',
  6: 'w-6',
  8: 'w-8',
  12: 'w-12',
  16: 'w-16',
};

export function Spacing() {
  return (
    <ul className="flex flex-col gap-2">
      {SPACING_STEPS.map((step) => (
        <li key={step} className="flex items-center gap-3 text-xs text-secondary">
          <span className="w-24 font-mono">
            {step} = {step * 4}px
          </span>
          <span data-slot="bar" className={`h-3 rounded-sm bg-primary ${SPACING_WIDTH[step]}`} />
        </li>
      ))}
    </ul>
  );
}

export function Radius() {
  return (
    <ul className="flex flex-wrap gap-4">
      {RADII.map((radius) => (
        <li
          key={radius}
          data-slot="radius"
          className={`flex h-20 w-28 items-end border border-strong bg-primary-subtle p-2 font-mono text-xs text-primary-text ${radius}`}
        >
          {radius}
        </li>
      ))}
    </ul>
  );
}

export function Shadows() {
  return (
    <ul className="flex flex-wrap gap-6 bg-page p-6">
      {SHADOWS.map((shadow) => (
        <li
          key={shadow}
          data-slot="shadow"
          className={`flex h-20 w-32 items-end rounded-lg bg-elevated p-2 font-mono text-xs text-secondary ${shadow}`}
        >
          {shadow}
        </li>
      ))}
    </ul>
  );
}
