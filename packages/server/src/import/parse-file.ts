/**
 * An uploaded table (CSV or XLSX, see table-cells.mjs), parsed in a worker thread of its own with a heap limit:
 * a hostile file (a zip bomb, millions of rows) costs that thread, never the event loop that answers everyone
 * else, and a worker that dies of its memory limit is a refusal like any other.
 */
import { existsSync } from 'node:fs';
import { type ResourceLimits, Worker } from 'node:worker_threads';

export interface ParsedTable {
  columns: string[];
  rows: string[][];
}

/** Why a file cannot be imported (the worker's answer); routes.ts turns it into the translated 4xx. */
export type TableRefusal = 'unreadable' | 'tooManyRows' | 'unpacked';

export class TableRefused extends Error {
  constructor(readonly refusal: TableRefusal) {
    super(refusal);
  }
}

/**
 * The worker's heap: the unpacked parts (at most 32 MiB, xlsx-entries.mjs) become strings and at most
 * IMPORT_MAX_ROWS rows of cells, well under this; past it the worker dies instead of the server.
 */
export const PARSE_WORKER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

/** The worker beside this module: .mjs in the source tree, .js when bundled into dist/. */
function workerUrl(): URL {
  const source = new URL('./parse-worker.mjs', import.meta.url);
  return existsSync(source) ? source : new URL('./parse-worker.js', import.meta.url);
}

/** A heap past its limit: Node ends the worker with this error. */
const outOfMemory = (error: unknown) => (error as { code?: unknown })?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * The header row and the data rows (cells trimmed), at most `maxRows` of them read from an XLSX; rejects with
 * TableRefused when the file cannot be imported (a worker out of memory counts as too large when unpacked).
 */
export function parseTable(
  bytes: Uint8Array,
  maxRows: number,
  limits: ResourceLimits = PARSE_WORKER_LIMITS,
): Promise<ParsedTable> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(), { workerData: { bytes, maxRows }, resourceLimits: limits });
    let answered = false;
    worker.once('message', (answer: { table: ParsedTable } | { refusal: TableRefusal }) => {
      answered = true;
      if ('table' in answer) resolve(answer.table);
      else reject(new TableRefused(answer.refusal));
    });
    worker.once('error', (error) => {
      answered = true;
      reject(outOfMemory(error) ? new TableRefused('unpacked') : error);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the import's parse worker exited with ${code} before answering`));
    });
  });
}
