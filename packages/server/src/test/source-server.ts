/**
 * The server started from its sources (main.ts through tsx) as a process of its own, for tests of what happens at
 * start and exit (refusals, files made in the data directory); its output is kept for the assertions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

const HEALTH_POLL_MS = 200;
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
    for (const deadline = Date.now() + HEALTH_WAIT_MS; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/behind/health`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not start: ${output}`);
  }
  return { child, output: () => output, exited, healthy };
}
