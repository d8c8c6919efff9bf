// Types for real-server.mjs.
import type { ChildProcess } from 'node:child_process';

export interface RealServer {
  base: string;
  /** Stops the server and deletes its data directory unless `keep` is set. */
  stop: (options?: { keep?: boolean }) => Promise<void>;
  dataDir: string;
  pid: number | undefined;
}

export function freePort(): Promise<number>;
export function untilHealthy(base: string, child: ChildProcess, waitMs: number): Promise<void>;
export function startRealServer(options?: {
  env?: Record<string, string>;
  prefix?: string;
  onOutput?: (chunk: string) => void;
  from?: string;
}): Promise<RealServer>;
export function seedDataDir(options?: { env?: Record<string, string>; prefix?: string }): Promise<string>;
