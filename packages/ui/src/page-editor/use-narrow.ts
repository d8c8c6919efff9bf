/** Whether an element is narrower than `breakpoint` px: the editor's own width decides its layout, not the window's. */
import { type RefObject, useLayoutEffect, useState } from 'react';

export function useNarrow(ref: RefObject<HTMLElement | null>, breakpoint: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setNarrow(element.getBoundingClientRect().width < breakpoint);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, breakpoint]);
  return narrow;
}
