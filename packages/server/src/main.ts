/**
 * The server's entry. One process by default (serve.ts); with WORKERS > 1 on PostgreSQL a primary that keeps that
 * many server processes on one port (cluster/primary.ts). A WORKERS value that cannot work refuses the start.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { runPrimary } from './cluster/primary';
import { readConfig } from './config';
import { jsonLogger } from './log';

const config = readConfig(process.env);
if (config.workersProblem) {
  console.error(`\n✖ ${config.workersProblem}\n`);
  process.exit(1);
}
// Workers run this file (not `npm start`'s script, which imports it after its builds).
if (cluster.isPrimary && config.workers > 1) runPrimary(config.workers, jsonLogger, fileURLToPath(import.meta.url));
else await import('./serve');
