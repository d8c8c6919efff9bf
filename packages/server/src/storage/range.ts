/**
 * The one byte range a media element asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-`, `bytes=-n`. A header that
 * is not one well-formed range (several ranges, another unit, b < a) is ignored and the whole file answered, as
 * the RFC allows; a well-formed range that starts past the end cannot be satisfied (416).
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const ONE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? ONE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last n bytes (all of them when n exceeds the size); the last 0 bytes are nothing to send.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** If-None-Match holds this entity tag (or `*`); weak and strong tags compare alike (RFC 9110 §13.1.2). */
export function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
