/**
 * Story helper: a bordered box that overlays portal into. Its transform makes it the containing block of the
 * overlay's `position: fixed` backdrop, so an open modal or drawer is drawn inside the box — and inside the
 * visual test's screenshot frame — instead of over the whole page.
 */
import { type ReactNode, useState } from 'react';

export function OverlayStage({
  height = 400,
  children,
}: {
  height?: number;
  children: (container: Element) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      style={{ height }}
      className="relative transform-gpu overflow-hidden rounded-md border border-dashed border-default bg-page"
    >
      {container && children(container)}
    </div>
  );
}
