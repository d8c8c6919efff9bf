/**
 * PGlite in a worker thread, so the database's CPU work (it runs PostgreSQL compiled to WebAssembly) does not
 * stall the HTTP event loop. Plain JS: Node runs it as is, from source in tests and beside dist/main.js when
 * built. It answers { id, op } messages from pglite-thread.ts with { id, result } or { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// The extensions the migrations create: keep in step with pglite-extensions.ts.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { tarballFileSystem } from './pglite-tarball-fs.mjs';
import { isPlainTar } from './tar-entries.mjs';

const identity = (value) => value;

/** Where the database starts from: a directory, a tarball, both, or neither (a new one). */
function startingPoint({ dataDir, loadDataDir }) {
  // In memory from an uncompressed tarball: filled in directly (pglite-tarball-fs.mjs says why).
  if (!dataDir && loadDataDir && isPlainTar(loadDataDir)) return { fs: tarballFileSystem(loadDataDir) };
  return { ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) };
}

function open(options = {}) {
  return PGlite.create({ ...startingPoint(options), extensions: { pg_trgm } });
}

let db = await open(workerData ?? {});

/** Errors cross the thread as plain objects: keep PostgreSQL's fields (code, detail, constraint...). */
function plainError(error) {
  const plain = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

async function run({ op, sql, params, rowMode, rawTypes, compression, dataDir, loadDataDir }) {
  switch (op) {
    // After a close that kept the thread (pglite-thread.ts, reuseThread): the next database, in this thread.
    case 'open':
      db = await open({ dataDir, loadDataDir });
      return true;
    case 'query':
      // The caller's parsers are identity functions for these type ids (drizzle keeps dates as strings).
      return db.query(sql, params, {
        rowMode,
        parsers: Object.fromEntries((rawTypes ?? []).map((type) => [type, identity])),
      });
    case 'exec':
      return db.exec(sql);
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir(compression)).arrayBuffer());
    case 'close':
      await db.close();
      db = undefined;
      return true;
    default:
      throw new Error(`unknown op ${op}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    const result = await run(message);
    parentPort.postMessage({ id: message.id, result });
    if (message.op === 'close' && !message.keepThread) parentPort.close();
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });
