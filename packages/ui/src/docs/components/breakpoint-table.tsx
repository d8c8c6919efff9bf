/** Breakpoints docs: Tailwind's screens plus the kit's 992 px `device` screen, and which ones match right now. */
import { type Breakpoint, breakpointsFrom } from '@soundboard/tokens';
import { useSyncExternalStore } from 'react';
import tailwindConfig from '../../../../../tailwind.config';
import { TokenTable } from './doc-panel';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const useViewportWidth = () =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 0,
  );

/**
 * `tailwindThemeCss`: the text of Tailwind's theme.css (the page imports it with `?raw`; the kit's browser tests
 * pre-bundle only what components import, and this is docs-only).
 */
export function BreakpointTable({ tailwindThemeCss }: { tailwindThemeCss: string }) {
  const width = useViewportWidth();
  const breakpoints = breakpointsFrom(tailwindThemeCss, tailwindConfig.theme.extend.screens);
  return (
    <TokenTable
      caption={`Breakpoints (min-width; this frame is ${width} px wide now)`}
      rows={breakpoints}
      rowKey={(point) => point.name}
      columns={[
        { header: 'Variant', cell: (point: Breakpoint) => `${point.name}:`, mono: true },
        { header: 'From', cell: (point) => `${point.px} px`, mono: true },
        { header: 'Declared in', cell: (point) => point.source, mono: true },
        {
          header: 'Now',
          cell: (point) =>
            width >= point.px ? (
              <span className="rounded-sm bg-success-subtle px-1.5 text-xs text-success-text">applies</span>
            ) : (
              <span className="text-xs text-muted">below</span>
            ),
        },
      ]}
    />
  );
}
