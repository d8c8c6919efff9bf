/**
 * Reading a tar archive as PGlite writes its data directory (ustar: a 512-byte header per entry with its name, a
 * prefix for long names, its size and type; the content padded to 512 bytes; two empty blocks at the end). Plain JS:
 * the PGlite worker (pglite-worker.mjs) imports it as well as the TypeScript that trims the tests' template.
 */
/** A tar archive's block: every header and every padded content is a whole number of them. */
export const TAR_BLOCK = 512;

/** A header's text field (NUL-terminated). */
const field = (header, from, length) => {
  let text = '';
  for (let index = from; index < from + length && header[index] !== 0; index += 1) {
    text += String.fromCharCode(header[index]);
  }
  return text;
};

/** Whether `bytes` are an uncompressed ustar archive (a gzipped one starts otherwise). */
export function isPlainTar(bytes) {
  return bytes.length >= 2 * TAR_BLOCK && field(bytes, 257, 5) === 'ustar';
}

/**
 * The archive's entries in order: name, type ('0' a file, '5' a directory), the entry's whole length in the
 * archive (header and padded content) at `offset`, and its content as a view of `tarball` (no copy).
 */
export function* tarEntries(tarball) {
  let offset = 0;
  while (offset + TAR_BLOCK <= tarball.length) {
    const header = tarball.subarray(offset, offset + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const prefix = field(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`;
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    const length = TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    yield { name, type, offset, length, data: tarball.subarray(offset + TAR_BLOCK, offset + TAR_BLOCK + size) };
    offset += length;
  }
}
