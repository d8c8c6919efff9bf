export interface TarEntry {
  name: string;
  /** '0' a file, '5' a directory. */
  type: string;
  offset: number;
  length: number;
  data: Uint8Array;
}
export const TAR_BLOCK: number;
export function isPlainTar(bytes: Uint8Array): boolean;
export function tarEntries(tarball: Uint8Array): Generator<TarEntry>;
