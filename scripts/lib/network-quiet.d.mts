// Types for network-quiet.mjs.
import type { Page } from 'playwright-core';

export const LONG_LIVED_REQUESTS: RegExp;
export function watchNetwork(page: Page): {
  quiet(options?: { idleMs?: number; timeout?: number }): Promise<void>;
};
