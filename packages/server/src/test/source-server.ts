/**
 * The server started from its sources (main.ts through tsx) as a process of its own, for tests of what happens at
 * start and exit (refusals, files made in the data directory); its output is kept for the assertions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { untilHealthy } from '../../../../scripts/lib/real-server.mjs';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface SourceServer {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  exited: Promise<number | null>;
  /**
   * Resolves once /behind/health answers. Fails at once, with the output, if the process exits first; after five
   * minutes it kills the process and fails (a first start on a busy machine can take a minute and more).
   */
  healthy: () => Promise<void>;
}

const HEALTH_WAIT_MS = 300_000;

/** Starts the server on 127.0.0.1:`port` with `dataDir` and the extra environment. */
export function runSourceServer(dataDir: string, port: number, env: Record<string, string>): SourceServer {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  async function healthy() {
    try {
      await untilHealthy(`http://127.0.0.1:${port}`, child, HEALTH_WAIT_MS);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}: ${output}`);
    }
  }
  return { child, output: () => output, exited, healthy };
}
