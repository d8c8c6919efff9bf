// Types for bundle-size.mjs (a plain Node script so `npm run bench:ui` needs no build step).
export interface ModuleSize {
  /** Gzipped bytes the module adds to the initial load of an app that already has React. */
  added: number;
  /** Gzipped bytes of the chunks the module loads on demand. */
  lazy: number;
  /** Source files in the initial bundle. */
  inputs: string[];
}
export function baselineSize(): Promise<number>;
export function measureModule(modulePath: string, names?: string[]): Promise<ModuleSize>;
/** Source files reached from these modules by static imports only (what loads before anything on demand). */
export function staticInputs(modulePaths: string[]): Promise<string[]>;
