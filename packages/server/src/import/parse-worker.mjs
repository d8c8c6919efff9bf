/**
 * The import's worker thread: parses one uploaded table (table-cells.mjs) and posts the answer back to
 * parse-file.ts, which starts it with a heap limit so a hostile file costs this thread, never the server.
 * Plain JS: Node runs it as is, from source in tests and beside dist/main.js when built.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { tableCells } from './table-cells.mjs';

parentPort?.postMessage(await tableCells(workerData.bytes, workerData.maxRows));
