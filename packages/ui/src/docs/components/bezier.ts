/** Reads easing values for the motion docs' curve drawings. */

/** The four control points of a `cubic-bezier(x1, y1, x2, y2)` value, or null for any other easing. */
export function bezierPoints(value: string): [number, number, number, number] | null {
  const match = /^cubic-bezier\(([^)]+)\)$/.exec(value.trim());
  const numbers = match?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite) ? (numbers as [number, number, number, number]) : null;
}
