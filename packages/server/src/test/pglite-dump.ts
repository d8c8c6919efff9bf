/**
 * A PGlite data directory dumped as a tarball for the suites to start from, without the write-ahead log segments
 * that lie after the current one. PostgreSQL keeps such segments ready for writing (recycled, or made ahead of
 * need); a start reads the log from its last checkpoint to the current segment and makes new segments as it
 * writes, so the later ones are dead weight: 16 MB each, a fifth of the demo template, which every suite loads.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

const BLOCK = 512;
/** A write-ahead log segment's entry in the tarball; its name is the first group. */
export const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;

/** A tar entry's text field (NUL-terminated). */
const field = (header: Uint8Array, from: number, length: number) =>
  Buffer.from(header.subarray(from, from + length))
    .toString('latin1')
    .replace(/\0.*$/s, '');

/**
 * The tarball without the entries `drop` names. Reads ustar as PGlite writes it: a 512-byte header (name, and a
 * prefix for long names), the content padded to 512 bytes, and two empty blocks at the end.
 */
export function withoutEntries(tarball: Uint8Array, drop: (name: string) => boolean): Buffer {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tarball.length) {
    const header = tarball.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(name)) kept.push(tarball.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(2 * BLOCK));
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
