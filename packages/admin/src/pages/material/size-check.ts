/**
 * The upload screen's own size check: a file over its kind's configured limit is refused on its row before a
 * byte is sent (the server still holds every file to the same limit). A kind the browser cannot guess, or limits
 * not loaded yet, pass: the server decides.
 */
import type { MaterialKind, MaterialLimits } from '@soundboard/contract';
import { guessKind } from './probe';

const MiB = 1024 * 1024;

export interface TooLarge {
  kind: MaterialKind;
  /** The limit in MiB, as the configuration states it. */
  limitMb: number;
}

export function tooLarge(
  file: Pick<File, 'name' | 'type' | 'size'>,
  limits: MaterialLimits | undefined,
): TooLarge | null {
  const kind = guessKind(file);
  if (!kind || !limits) return null;
  return file.size > limits[kind] ? { kind, limitMb: limits[kind] / MiB } : null;
}
