// Types for two-process-site.mjs.
export const BACKEND_HEADER: string;
export function postgresDown(): Promise<string | null>;
export function throwAwayDatabase(): Promise<{ url: string; drop: () => Promise<void> }>;
export function startTwoProcessSite(options?: { env?: Record<string, string> }): Promise<{
  base: string;
  via: (index: number) => Record<string, string>;
  backends: string[];
  stop: () => Promise<void>;
}>;
