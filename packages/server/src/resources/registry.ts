/**
 * Every resource of the contract's list served: its definition, its table (or the source its binding reads
 * instead) and its rules when it has any. A resource without rules needs nothing here but its table.
 */
import type { ResourceDef } from '@soundboard/contract';
import type { Binding, ResourceBinding } from './binding';
import type { ResourceSource } from './source';

export function servedResources(
  defs: ResourceDef[],
  tables: Record<string, ResourceSource>,
  bindings: Binding[],
): ResourceBinding[] {
  const byName = new Map(bindings.map((binding) => [binding.def.name, binding]));
  for (const name of byName.keys()) {
    if (!defs.some((def) => def.name === name)) throw new Error(`binding for unknown resource ${name}`);
  }
  return defs.map((def) => {
    const binding = byName.get(def.name);
    const source = binding?.source ?? tables[def.name];
    if (!source) throw new Error(`resource ${def.name} has no table`);
    return { def, source, hooks: binding?.hooks ?? {} };
  });
}
