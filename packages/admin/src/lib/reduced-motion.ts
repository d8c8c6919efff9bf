/** Whether the user asked for less motion (charts then draw without their entry animation). */
export const reducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
