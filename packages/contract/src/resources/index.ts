/** The resource framework (./define.ts) and every resource definition. */
import type { ResourceDef } from './define';
import { DEFINITIONS } from './defs';

export * from './access';
export * from './bulk';
export * from './define';
export * from './defs';
export * from './derived-texts';
export * from './dictionaries';
export * from './keys';
export * from './rules';
export * from './schemas';
export type * from './types';

/** Every resource, by name. */
export const RESOURCES: Record<string, ResourceDef> = Object.fromEntries(
  DEFINITIONS.map((def) => [def.name, def as ResourceDef]),
);
