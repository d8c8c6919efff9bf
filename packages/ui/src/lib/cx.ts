/** Joins class names, skipping empty ones. A module of its own: it needs no React Aria (see compose.ts). */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
