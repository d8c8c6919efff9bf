/**
 * Once per `server` run, the two seeded at the same time: a migrated + seeded PGlite template (a tarball every
 * suite loads into memory) and a migrated + seeded PostgreSQL template database (every suite copies it). All the
 * run's PostgreSQL databases are dropped at the end. Without PostgreSQL the pg half is skipped with the reason printed,
 * except under CI=true where that is a failure.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedIfEmpty } from '../seed';
import { dumpForSuites } from './pglite-dump';
import { adminQuery, commitWithoutFlush, dropDatabase, postgresAnswers, urlFor } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
    pgSkipReason: string | null;
    runId: string;
  }
}

export const SEED_NOW = new Date('2026-11-20T08:00:00Z');

/** The PGlite template: a seeded database's tarball (in a worker thread, so the PostgreSQL seed runs beside it). */
async function seedPgliteTemplate(dir: string) {
  const embedded = await openPglite({ thread: true });
  await embedded.migrate((db) => seedIfEmpty(db, { demo: true, now: SEED_NOW }).then(() => undefined));
  const tarball = join(dir, 'template.tar');
  writeFileSync(tarball, await dumpForSuites(embedded));
  await embedded.close();
  return { tarball };
}

/** The PostgreSQL template database, or the reason PostgreSQL is skipped. */
async function seedPostgresTemplate(runId: string) {
  const reason = await postgresAnswers();
  if (reason && process.env.CI === 'true')
    throw new Error(`PostgreSQL at 127.0.0.1:5432 does not answer (${reason}); CI needs it`);
  if (reason) {
    console.warn(`[server tests] PostgreSQL half skipped: 127.0.0.1:5432 does not answer (${reason})`);
    return { template: null, reason };
  }
  const template = `${runId}_template`;
  await adminQuery(`CREATE DATABASE "${template}"`);
  await commitWithoutFlush(template);
  const database = await openPostgres(urlFor(template), 2);
  await database.migrate((db) => seedIfEmpty(db, { demo: true, now: SEED_NOW }).then(() => undefined));
  await database.close();
  return { template, reason: null };
}

export default async function setup(project: TestProject) {
  const runId = `sbt_${Date.now().toString(36)}_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'sb-server-test-'));
  const [pglite, postgres] = await Promise.all([seedPgliteTemplate(dir), seedPostgresTemplate(runId)]);
  project.provide('pgliteTemplate', pglite.tarball);
  project.provide('runId', runId);
  project.provide('pgTemplate', postgres.template);
  project.provide('pgSkipReason', postgres.reason);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres.reason) return;
    const { rows } = await adminQuery(`SELECT datname FROM pg_database WHERE datname LIKE '${runId}%'`);
    for (const row of rows as { datname: string }[]) await dropDatabase(row.datname);
  };
}
