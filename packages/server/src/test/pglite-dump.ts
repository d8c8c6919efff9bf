/**
 * A PGlite data directory dumped as a tarball for the suites to start from, without the write-ahead log segments
 * that lie after the current one. PostgreSQL keeps such segments ready for writing (recycled, or made ahead of
 * need); a start reads the log from its last checkpoint to the current segment and makes new segments as it
 * writes, so the later ones are dead weight: 16 MB each, a fifth of the demo template, which every suite loads.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { TAR_BLOCK, tarEntries } from '../db/tar-entries.mjs';

/** A write-ahead log segment's entry in the tarball; its name is the first group. */
export const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;

/** The tarball without the entries `drop` names (tar-entries.mjs reads it). */
export function withoutEntries(tarball: Uint8Array, drop: (name: string) => boolean): Buffer {
  const kept: Uint8Array[] = [];
  for (const entry of tarEntries(tarball)) {
    if (!drop(entry.name)) kept.push(tarball.subarray(entry.offset, entry.offset + entry.length));
  }
  kept.push(new Uint8Array(2 * TAR_BLOCK)); // the two empty blocks that end an archive
  return Buffer.concat(kept);
}

/** Checkpoints the database and dumps its data directory uncompressed, without the segments after the current. */
export async function dumpForSuites(database: Database): Promise<Buffer> {
  // A checkpoint first, so a suite's PGlite starts without replaying the seed's write-ahead log.
  await database.db.execute(sql`CHECKPOINT`);
  const answer = await database.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS segment`);
  const current = (answer as unknown as { rows: { segment: string }[] }).rows[0]?.segment;
  if (!current) throw new Error('PGlite did not name its current write-ahead log segment');
  // Uncompressed: every suite unpacks it, and gunzip was a sixth of that.
  const dump = await database.dump?.('none');
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const tarball = new Uint8Array(await dump.arrayBuffer());
  // Segment names are fixed-width hexadecimal: later in the log is later in the alphabet.
  return withoutEntries(tarball, (name) => {
    const segment = WAL_SEGMENT.exec(name)?.[1];
    return segment !== undefined && segment > current;
  });
}
