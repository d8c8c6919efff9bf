/**
 * A colour property: the browser's colour input, the hex code as text (checked as the server checks it) and,
 * where the descriptor's default is '' ("the page's own"), a None switch. Typing a partial code changes
 * nothing until it is a whole #RRGGBB.
 */
import { useEffect, useId, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { Checkbox } from '../inputs/checkbox';
import { TextField } from '../inputs/text-field';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { propertyPanelMessages } from './property-panel.messages';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface PropertyColorFieldProps {
  label: string;
  description?: string;
  value: string;
  /** `typing`: from the hex text or while dragging in the colour dialog (one undo step per field). */
  onChange: (next: string, typing: boolean) => void;
  allowNone: boolean;
  isDisabled?: boolean;
}

export function PropertyColorField({
  label,
  description,
  value,
  onChange,
  allowNone,
  isDisabled,
}: PropertyColorFieldProps) {
  const t = useMessages(propertyPanelMessages);
  const legendId = useId();
  const [text, setText] = useState(value);
  // A new value from outside (undo, another block) replaces what is typed.
  useEffect(() => setText(value), [value]);
  const none = value === '';
  const invalid = text !== '' && !HEX.test(text);
  return (
    <fieldset aria-labelledby={legendId} className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
      <legend id={legendId} className="mb-1 p-0 text-sm font-medium text-default">
        {label}
      </legend>
      <div className="flex flex-wrap items-start gap-2">
        <input
          type="color"
          aria-label={t.colorPicker}
          disabled={isDisabled}
          value={none ? '#ffffff' : value.toLowerCase()}
          onChange={(event) => onChange(event.target.value, true)}
          className={cx(
            'h-8 w-10 shrink-0 cursor-pointer rounded-md border border-strong bg-surface p-0.5 disabled:cursor-not-allowed',
            focusRing,
            none && 'opacity-40',
          )}
        />
        <TextField
          aria-label={t.colorHex}
          className="w-28"
          value={text}
          placeholder="#RRGGBB"
          isDisabled={isDisabled}
          isInvalid={invalid}
          errorMessage={invalid ? t.colorInvalid : undefined}
          onChange={(next) => {
            const typed = next.trim();
            setText(typed);
            if (HEX.test(typed) || (allowNone && typed === '')) onChange(typed, true);
          }}
        />
        {allowNone && (
          <Checkbox
            className="mt-1.5"
            isSelected={none}
            isDisabled={isDisabled}
            onChange={(on) => onChange(on ? '' : '#ffffff', false)}
          >
            {t.colorNone}
          </Checkbox>
        )}
      </div>
      {description && <span className="text-xs text-muted">{description}</span>}
    </fieldset>
  );
}
