/**
 * The first sheet of an XLSX as rows of cell values, read by read-excel-file from parts this project unpacked
 * under its own limits (xlsx-entries.mjs): the library's public readSheet unpacks the archive itself, trusting
 * each entry's declared size, so its parsing step is called directly (read-excel-file 9: modules/export/
 * parseSheet.js, reached through its package.json because the package exports only its entry points). Reading
 * stops at the row limit: the XML parser is wrapped to count rows that hold a value as they close.
 * Plain JS: it runs in the import's worker thread (parse-worker.mjs).
 */
const libraryRoot = new URL('./', import.meta.resolve('read-excel-file/package.json'));
const { default: parseSheet } = await import(new URL('modules/export/parseSheet.js', libraryRoot).href);
const { default: parseXml } = await import(new URL('modules/xml/parseXml.js', libraryRoot).href);

/** Thrown out of the XML parser when the sheet has more rows than an import takes. */
export class RowLimitReached extends Error {}

/** parseXml that throws RowLimitReached once more than `maxRows` rows with a value (`<v>`, `<t>`) have closed. */
function parseXmlUpTo(maxRows) {
  let rows = 0;
  let rowHasValue = false;
  let reached = false;
  // Parsed in one write, then told it ended: fed in chunks, the library's stream parser rescans a text that spans
  // chunks from its start, and a long run of spaces (a few MB) took minutes.
  const parse = (xml, state, onOpenTag, onCloseTag, onText, onProgress) =>
    parseXml(
      xml,
      state,
      onOpenTag &&
        ((tag, attributes, current) => {
          if (tag === 'row') rowHasValue = false;
          if (tag === 'v' || tag === 't') rowHasValue = true;
          return onOpenTag(tag, attributes, current);
        }),
      onCloseTag &&
        ((tag, current) => {
          if (tag === 'row' && rowHasValue && ++rows > maxRows) {
            reached = true;
            throw new RowLimitReached();
          }
          return onCloseTag(tag, current);
        }),
      onText,
    ).then(() => onProgress?.(true));
  return { parse, reached: () => reached };
}

/**
 * The first sheet's rows (cells as read-excel-file gives them: string, number, boolean, Date or null), or
 * RowLimitReached when it has more than `maxRows` rows with a value.
 * @param {Record<string, Uint8Array>} parts
 * @param {number} maxRows
 */
export async function firstSheetRows(parts, maxRows) {
  const limited = parseXmlUpTo(maxRows);
  try {
    return await parseSheet(undefined, limited.parse, parts, 1);
  } catch (error) {
    // The library wraps what the parser throws; the flag says whether it was the row limit.
    if (limited.reached()) throw new RowLimitReached();
    throw error;
  }
}
