/**
 * The fields of one level of properties (a block's, a list item's) in descriptor order, leaving out those whose
 * `when` does not hold. Each change comes back as the level's new values with a merge key: the field's data
 * path while typing (one undo step per field), none for a switch, a choice, a pick or a list change.
 */
import type { PropDefsValue } from './prop-defs';
import { type PropertyEnv, PropertyField } from './property-field';
import { PropertyListField } from './property-field-list';
import { fieldApplies, mergeKeyOf, type PropValues } from './property-panel-values';

export interface PropertyFieldsProps {
  defs: PropDefsValue;
  values: PropValues;
  onChange: (next: PropValues, mergeKey: string | undefined) => void;
  env: PropertyEnv;
  /** Property names above this level (for labels: ['slides']). */
  labelPath?: string[];
  /** Where this level is in the values (for merge keys: ['slides', 2]). */
  dataPath?: (string | number)[];
}

export function PropertyFields({ defs, values, onChange, env, labelPath = [], dataPath = [] }: PropertyFieldsProps) {
  const set = (name: string, next: unknown, mergeKey: string | undefined) =>
    onChange({ ...values, [name]: next }, mergeKey);
  return (
    <>
      {Object.entries(defs).map(([name, def]) => {
        if (!fieldApplies(def, values)) return null;
        const path = [...labelPath, name];
        const at = [...dataPath, name];
        const value = values[name];
        switch (def.type) {
          case 'list':
            return (
              <PropertyListField
                key={name}
                def={def}
                value={value}
                label={env.label(path)}
                isDisabled={env.isDisabled}
                onChange={(next) => set(name, next, undefined)}
                onItemChange={(next, mergeKey) => set(name, next, mergeKey)}
                renderItem={(item, index, onItemChange) => (
                  <PropertyFields
                    defs={def.item}
                    values={item}
                    env={env}
                    labelPath={path}
                    dataPath={[...at, index]}
                    onChange={onItemChange}
                  />
                )}
              />
            );
          case 'material':
          case 'link':
          case 'store':
          case 'products':
          case 'productKind':
            return (
              <div key={name} className="flex min-w-0 flex-col">
                {env.renderReference(def, value, (next) => set(name, next, undefined), env.label(path))}
              </div>
            );
          default:
            return (
              <PropertyField
                key={name}
                def={def}
                value={value}
                path={path}
                env={env}
                onChange={(next, merge) => set(name, next, merge ? mergeKeyOf(at) : undefined)}
              />
            );
        }
      })}
    </>
  );
}
