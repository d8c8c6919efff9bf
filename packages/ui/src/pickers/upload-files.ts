/** Upload's pure rules: does a file pass `accept` and `maxSize`, and how a size is written. */

export type FileProblem = 'type' | 'size';

/**
 * `accept` entries as in <input accept>: extensions ('.pdf'), exact MIME types ('image/png') or wildcards
 * ('image/*'). An empty list accepts everything.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: readonly string[] | undefined): boolean {
  if (!accept?.length) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: { accept?: readonly string[]; maxSize?: number },
): FileProblem | null {
  if (!matchesAccept(file, limits.accept)) return 'type';
  if (limits.maxSize !== undefined && file.size > limits.maxSize) return 'size';
  return null;
}

/** 1536 -> "1.5 KB", 5 * 1024 * 1024 -> "5 MB" (binary units, at most one decimal). */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}
