/**
 * PropertyPanel: a form generated from property descriptors (prop-defs.ts, the contract's block descriptors
 * mirrored), controlled. One panel is one section with a heading: the editor stacks a block's properties, the
 * shared style (BLOCK_STYLE) and page settings (PAGE_SETTINGS) as panels of their own. `onChange` gets the new
 * values and a merge key (the field's data path while typing, undefined for a one-off change), which is what
 * useUndoable's `set(next, { merge })` wants.
 */
import { useId } from 'react';
import { useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import type { PropDefsValue } from './prop-defs';
import type { PropertyEnv } from './property-field';
import { PropertyFields } from './property-fields';
import { propertyPanelMessages } from './property-panel.messages';
import type { PropValues } from './property-panel-values';

export type { PropertyEnv, ReferencePropDef } from './property-field';
export { initialValue, initialValues } from './property-panel-values';

export interface PropertyPanelProps extends PropertyEnv {
  defs: PropDefsValue;
  values: PropValues;
  onChange: (next: Record<string, unknown>, mergeKey: string | undefined) => void;
  /** The section's heading ("Text", "Style", "Page settings"); without it, no heading. */
  title?: string;
  className?: string;
}

export function PropertyPanel({
  defs,
  values,
  onChange,
  title,
  className,
  label,
  describe,
  renderReference,
  isDisabled,
}: PropertyPanelProps) {
  const t = useMessages(propertyPanelMessages);
  const headingId = useId();
  const empty = Object.keys(defs).length === 0;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      data-slot="property-panel"
      className={cn('flex min-w-0 flex-col gap-4', className)}
    >
      {title && (
        <h3 id={headingId} className="m-0 text-base font-semibold text-default">
          {title}
        </h3>
      )}
      {empty ? (
        <p className="m-0 text-sm text-muted">{t.empty}</p>
      ) : (
        <PropertyFields
          defs={defs}
          values={values}
          env={{ label, describe, renderReference, isDisabled }}
          onChange={(next, mergeKey) => onChange({ ...next }, mergeKey)}
        />
      )}
    </section>
  );
}
