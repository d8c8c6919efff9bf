// Types for real-server.mjs.
import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function untilHealthy(base: string, child: ChildProcess, waitMs: number): Promise<void>;
export function startRealServer(options?: {
  env?: Record<string, string>;
  prefix?: string;
  onOutput?: (chunk: string) => void;
}): Promise<{ base: string; stop: () => Promise<void> }>;
