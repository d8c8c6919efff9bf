// The benchmarks' PostgreSQL: the admin connection (BENCH_PG_URL, default the local trust-auth server) that creates
// and drops their throw-away databases, and the URL of such a database.
import pg from 'pg';

export const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement (CREATE / DROP DATABASE) on the admin connection. */
export async function pgAdmin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(name) {
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  return url.toString();
}
