/** The one keyboard-focus indicator: a 2px ring in the focus token colour, only for keyboard focus (RAC sets data-focus-visible). */
export const focusRing =
  'outline-none data-focus-visible:outline-solid data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus';

/** For native elements that are not RAC components. */
export const focusRingNative =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
