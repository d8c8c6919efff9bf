/**
 * NativeTextField and NativePasswordField: the TextField / PasswordField look on plain <label>, <input> and
 * <button>, with no React Aria. For a screen that must paint before the rest of the kit loads (the login screen's
 * budget is 90 KB): native elements already carry the semantics, so this needs no behaviour library. Everywhere
 * else use TextField / PasswordField. The error is tied to the input by aria-describedby and aria-invalid.
 */
import { type ReactNode, type Ref, useId, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { cx } from '../lib/cx';
import { focusRingNative } from '../lib/focus-ring';
import { EyeMark, EyeOffMark } from './native-icons';
import { passwordFieldMessages } from './password-field.messages';

export interface NativeTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  /** Shown under the input; its presence marks the input invalid. */
  errorMessage?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/** The input frame of the kit's fields (field-parts inputFrame), on native pseudo-classes. */
const frame = cx(
  'w-full min-w-0 rounded-md border border-strong bg-surface text-base text-default',
  'hover:border-primary-border focus-within:border-primary has-[[aria-invalid=true]]:border-danger',
  'has-disabled:bg-fill-2 has-disabled:text-disabled',
);

/** The shared anatomy: label, the framed input (plus what follows it inside the frame), description, error. */
export function NativeField({
  label,
  value,
  onChange,
  name,
  placeholder,
  autoComplete,
  isRequired,
  isDisabled,
  errorMessage,
  description,
  className,
  inputRef,
  onBlur,
  type,
  frameSlot,
  trailing,
  min,
  max,
}: NativeTextFieldProps & {
  type: 'text' | 'password' | 'date';
  frameSlot?: string;
  trailing?: ReactNode;
  min?: string;
  max?: string;
}) {
  const id = useId();
  const described = [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean);
  return (
    <div data-slot="text-field" className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={`${id}-input`} data-slot="label" className="text-sm font-medium text-default">
        {isRequired && (
          <span aria-hidden="true" className="mr-0.5 text-danger-text">
            *
          </span>
        )}
        {label}
      </label>
      <div
        data-slot={frameSlot}
        className={cx(frame, 'flex items-center gap-1 pl-3', trailing ? 'pr-1' : 'pr-3', focusWithinRing)}
      >
        <input
          ref={inputRef}
          id={`${id}-input`}
          type={type}
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          min={min}
          max={max}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          className="min-w-0 flex-1 bg-transparent py-1.5 text-default outline-none placeholder:text-muted"
        />
        {trailing}
      </div>
      {description && (
        <p id={`${id}-description`} data-slot="description" className="text-xs text-muted">
          {description}
        </p>
      )}
      {errorMessage && (
        <p id={`${id}-error`} data-slot="error" className="text-xs text-danger-text">
          {errorMessage}
        </p>
      )}
    </div>
  );
}

/** The focus ring drawn around the frame while the input inside has keyboard focus. */
const focusWithinRing =
  'has-[input:focus-visible]:outline-solid has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus';

export function NativeTextField(props: NativeTextFieldProps) {
  return <NativeField {...props} type="text" />;
}

export type NativePasswordFieldProps = Omit<NativeTextFieldProps, 'autoComplete'> & {
  autoComplete?: 'current-password' | 'new-password';
};

/** A password input with a show / hide toggle that never takes focus from the input on a pointer press. */
export function NativePasswordField({ autoComplete = 'current-password', ...props }: NativePasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOffMark : EyeMark;
  const toggle = (
    <button
      type="button"
      aria-label={visible ? t.hide : t.show}
      aria-pressed={visible}
      disabled={props.isDisabled}
      data-slot="toggle"
      // Keeps the caret in the input when the toggle is clicked, so typing can go on.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => setVisible((shown) => !shown)}
      className={cx(
        'inline-flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted',
        'hover:bg-fill-2 hover:text-default disabled:cursor-not-allowed',
        focusRingNative,
      )}
    >
      <Icon className="size-4" />
    </button>
  );
  return (
    <NativeField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      frameSlot="password-field"
      trailing={toggle}
    />
  );
}
