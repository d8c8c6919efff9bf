/**
 * The one keyboard-focus indicator: a 2px outline in the focus token colour, for keyboard focus only. Every
 * component and the admin take it from here (class names written out in full: Tailwind finds them in the source).
 * Where an element needs another offset, cn() it with a `data-focus-visible:outline-offset-*` class.
 */

/** RAC components (they set data-focus-visible). */
export const focusRing =
  'outline-none data-focus-visible:outline-solid data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus';

/** Rows, cells, options and tree items: drawn inward, so the scrolling container does not clip it. */
export const focusRingInset =
  'outline-none data-focus-visible:outline-solid data-focus-visible:outline-2 data-focus-visible:-outline-offset-2 data-focus-visible:outline-focus';

/** The visible part of a control whose focus is on a hidden input (checkbox box, radio circle, switch track). */
export const focusRingGroup =
  'group-data-focus-visible:outline-solid group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-focus';

/** Native elements that are not RAC components (the entry screens' controls, plain links and buttons). */
export const focusRingNative =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
