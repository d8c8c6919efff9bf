/**
 * The window's scroll position per kept page (the frame scrolls the window, not a container of its own): followed
 * while the page is shown, put back when it is shown again. Its effect runs only while the page is shown: <Activity>
 * removes a hidden page's effects and sets them up again when it returns.
 */
import { useLayoutEffect, useRef } from 'react';

export function KeptScroll() {
  const top = useRef(0);
  useLayoutEffect(() => {
    // The browser's own restoring on back and forward would scroll the page being left (its position, followed
    // below, then lost): each page puts its own back.
    history.scrollRestoration = 'manual';
    // Before paint, so a page shown again never flashes at the previous page's position.
    window.scrollTo(0, top.current);
    const follow = () => {
      top.current = window.scrollY;
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  return null;
}
