/**
 * `npm run seed:large [-- --orders <count>]` (or a bare `<count>`): large sale-order history for benchmarks
 * (100,000 orders by default, or SEED_LARGE_COUNT) in the database of the current configuration — DATABASE_URL, or the embedded DATA_DIR
 * (locked like the server: not while the server runs on it). An empty database is migrated and seeded first.
 * Says how many large orders exist and adds only the missing ones, a batch per transaction (the Workplace's daily
 * totals follow by their triggers, which fire in the bulk load too).
 */
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { seedIfEmpty } from '../seed';
import { addLargeOrders, countLarge } from '../seed/large';

const config = readConfig(process.env);
/** `--orders N`, `--orders=N` or a bare N. */
function countArgument(args: string[]): string | undefined {
  const at = args.indexOf('--orders');
  if (at >= 0) return args[at + 1];
  const joined = args.find((arg) => arg.startsWith('--orders='));
  if (joined) return joined.slice('--orders='.length);
  return args.find((arg) => !arg.startsWith('-'));
}

const given = countArgument(process.argv.slice(2));
const target = Number(given?.replaceAll('_', '') ?? process.env.SEED_LARGE_COUNT ?? 100_000);
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

let database: Database;
try {
  if (!Number.isInteger(target) || target < 0) throw new Error(`not a count of orders: ${given}`);
  database = await openDatabase(config);
} catch (error) {
  console.error(`✖ ${error instanceof DataDirLockedError ? error.message : (error as Error).message}`);
  process.exit(1);
}

try {
  const started = Date.now();
  await database.migrate(async (db) => {
    const result = await seedIfEmpty(db, {
      demo: config.demo,
      passwordDir: config.dataDir,
      ...(config.adminPassword ? { adminPassword: config.adminPassword } : {}),
    });
    if (result.seeded)
      console.info(`Seeded the empty database (${config.demo ? 'demo data' : 'admin only'}) in ${seconds(started)}`);
    if (result.adminPasswordFile)
      console.info(`First admin created: username "admin", its password is in ${result.adminPasswordFile}.`);
  });
  const { db } = database;
  const users = (await db.execute(sql`SELECT username, id FROM users ORDER BY id`)) as unknown as {
    rows: { username: string; id: number }[];
  };
  const id = (name: string) => users.rows.find((user) => user.username === name)?.id ?? users.rows[0]?.id ?? 0;
  const staff = { admin: id('admin'), sales: id('sales'), finance: id('finance'), warehouse: id('warehouse') };

  console.info(
    `${where}: ${(await countLarge(db)).toLocaleString('en')} large orders; target ${target.toLocaleString('en')}`,
  );
  const adding = Date.now();
  const { added } = await addLargeOrders(db, {
    target,
    staff,
    onProgress: (done, total) =>
      console.info(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} large orders (${seconds(adding)})`),
  });
  if (added > 0) {
    // Fresh statistics, so the planner sees the new rows at once, and the visibility map set, so the list's
    // index-only scans skip the heap: PGlite runs single-user with no autovacuum to do either, ever.
    const vacuumed = Date.now();
    await db.execute(sql`VACUUM (ANALYZE) sale_orders, sale_order_lines, receipts, receipt_allocations, deliveries,
      delivery_lines, stock, stock_movements, sale_daily_totals`);
    console.info(`VACUUM ANALYZE in ${seconds(vacuumed)}`);
  }
  console.info(
    `seed:large added ${added.toLocaleString('en')} orders in ${seconds(adding)} (total ${seconds(started)})`,
  );
} catch (error) {
  console.error(`✖ seed:large failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
