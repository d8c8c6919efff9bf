/**
 * On a screen narrower than the A4 sheet (a phone), the scale that shrinks the whole sheet to its frame's width:
 * the sheet keeps its A4 layout and the page never scrolls sideways. A transform leaves the layout box as it was,
 * so the frame takes the shrunk sheet's height. Screen only: the print rules undo both (print-sheet.tsx).
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

export interface SheetFit {
  /** 1 when the sheet fits. */
  scale: number;
  /** The frame's height while shrunk, in px. */
  height: number | undefined;
}

const FITS: SheetFit = { scale: 1, height: undefined };

export function useSheetFit(frame: RefObject<HTMLElement | null>, sheet: RefObject<HTMLElement | null>): SheetFit {
  const [fit, setFit] = useState<SheetFit>(FITS);
  useLayoutEffect(() => {
    const outer = frame.current;
    const paper = sheet.current;
    if (!outer || !paper) return;
    const measure = () => {
      // offsetWidth / offsetHeight ignore the transform: the sheet's own A4 size.
      const scale = Math.min(1, outer.clientWidth / paper.offsetWidth);
      const next = scale < 1 ? { scale, height: Math.ceil(paper.offsetHeight * scale) } : FITS;
      setFit((current) => (current.scale === next.scale && current.height === next.height ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(paper);
    return () => observer.disconnect();
  }, [frame, sheet]);
  return fit;
}
