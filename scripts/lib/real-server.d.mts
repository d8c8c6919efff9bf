// Types for real-server.mjs.
export function freePort(): Promise<number>;
export function startRealServer(options?: {
  env?: Record<string, string>;
  prefix?: string;
  onOutput?: (chunk: string) => void;
}): Promise<{ base: string; stop: () => Promise<void> }>;
