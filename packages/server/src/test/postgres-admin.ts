/** Creating and dropping throw-away PostgreSQL databases for the test runs (trust auth on 127.0.0.1). */
import pg from 'pg';

export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<string | null> {
  try {
    await adminQuery('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

/**
 * A test database's commits do not wait for their write-ahead log to reach the disk (synchronous_commit off):
 * a commit is visible to every other connection at once either way, and a test never survives a crash, but each
 * flush cost about 1.6 ms of a busy 2-core machine, thousands of times a run.
 */
export async function commitWithoutFlush(name: string): Promise<void> {
  await adminQuery(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
}

/** CREATE DATABASE ... TEMPLATE fails while another creation copies the same template: retry briefly. */
export async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (error) {
      if (attempt > 40 || !/being accessed by other users/.test((error as Error).message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  // The setting is the database's own: a copy does not inherit the template's.
  await commitWithoutFlush(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
