/**
 * One property of a block, page or style as the panel draws it, chosen by its descriptor: text, long text,
 * a whole number with its unit, a switch, a choice (a segmented row for up to three values, else a select) or a
 * colour. References (material, link, store, products, product kind) are the caller's pickers: the kit knows
 * no API.
 */
import type { ReactNode } from 'react';
import { format, useMessages } from '../i18n/messages';
import { NumberField } from '../inputs/number-field';
import { Radio, RadioGroup } from '../inputs/radio-group';
import { Switch } from '../inputs/switch';
import { TextArea } from '../inputs/text-area';
import { TextField } from '../inputs/text-field';
import { Select } from '../pickers/select';
import type { PropDefValue } from './prop-defs';
import { PropertyColorField } from './property-field-color';
import { propertyPanelMessages } from './property-panel.messages';

export type ReferencePropDef = Extract<
  PropDefValue,
  { type: 'material' | 'link' | 'store' | 'products' | 'productKind' }
>;
export type ScalarPropDef = Exclude<PropDefValue, ReferencePropDef | { type: 'list' }>;

/** What every field of one panel shares: the caller's texts and pickers. */
export interface PropertyEnv {
  /** A field's name by its path of property names (['slides', 'alt']); a choice's value adds the value. */
  label: (path: string[]) => string;
  /** Help under a field, if any. */
  describe?: (path: string[]) => string | undefined;
  /** The picker of a reference property; `onChange` takes the new value. */
  renderReference: (
    def: ReferencePropDef,
    value: unknown,
    onChange: (next: unknown) => void,
    label: string,
  ) => ReactNode;
  isDisabled?: boolean;
}

/** Up to this many values, a choice is a segmented row; more make a select. */
const SEGMENTED_MAX = 3;

export interface PropertyFieldProps {
  def: ScalarPropDef;
  value: unknown;
  /** `merge`: the edit may fold into the previous one of the same field (typing); false: its own undo step. */
  onChange: (next: unknown, merge: boolean) => void;
  path: string[];
  env: PropertyEnv;
}

export function PropertyField({ def, value, onChange, path, env }: PropertyFieldProps) {
  const t = useMessages(propertyPanelMessages);
  const label = env.label(path);
  const description = env.describe?.(path);
  const common = { label, description, isDisabled: env.isDisabled };
  switch (def.type) {
    case 'text':
      return (
        <TextField
          {...common}
          maxLength={def.max}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text, true)}
        />
      );
    case 'longText':
      return (
        <TextArea
          {...common}
          rows={3}
          maxCount={def.max}
          limitMode="block"
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text, true)}
        />
      );
    case 'integer': {
      const unit = def.unit === 's' ? t.seconds : def.unit === 'px' ? t.pixels : null;
      return (
        <div className="flex items-end gap-2">
          <NumberField
            {...common}
            className="min-w-0 flex-1"
            minValue={def.min}
            maxValue={def.max}
            value={typeof value === 'number' ? value : def.default}
            // An emptied field keeps the last number (the descriptor allows no empty value).
            onChange={(next) => {
              if (!Number.isNaN(next)) onChange(Math.trunc(next), true);
            }}
          />
          {unit && (
            <span aria-hidden="true" className="pb-1.5 text-sm text-muted">
              {unit}
            </span>
          )}
        </div>
      );
    }
    case 'boolean':
      return (
        <div className="flex flex-col gap-1">
          <Switch isSelected={value === true} isDisabled={env.isDisabled} onChange={(on) => onChange(on, false)}>
            {label}
          </Switch>
          {description && <span className="text-xs text-muted">{description}</span>}
        </div>
      );
    case 'choice': {
      const current = typeof value === 'string' ? value : def.default;
      const valueLabel = (choice: string) => env.label([...path, choice]);
      if (def.values.length <= SEGMENTED_MAX)
        return (
          <RadioGroup {...common} variant="button" value={current} onChange={(choice) => onChange(choice, false)}>
            {def.values.map((choice) => (
              <Radio key={choice} value={choice}>
                {valueLabel(choice)}
              </Radio>
            ))}
          </RadioGroup>
        );
      return (
        <Select
          {...common}
          options={def.values.map((choice) => ({ id: choice, label: valueLabel(choice) }))}
          value={current}
          onChange={(choice) => {
            if (choice !== null) onChange(choice, false);
          }}
        />
      );
    }
    case 'color':
      return (
        <PropertyColorField
          {...common}
          value={typeof value === 'string' ? value : def.default}
          allowNone={def.default === ''}
          onChange={(next, typing) => onChange(next, typing)}
        />
      );
  }
}

/** "Item 2" and the like, for the list editor. */
export function useItemTexts() {
  const t = useMessages(propertyPanelMessages);
  return {
    t,
    item: (key: 'item' | 'removeItem' | 'moveUp' | 'moveDown', index: number) => format(t[key], { n: index + 1 }),
  };
}
