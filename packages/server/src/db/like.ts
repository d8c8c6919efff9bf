/** A contains match for ILIKE: the text's LIKE wildcards escaped, so a search for '50%' finds '50%', not everything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
