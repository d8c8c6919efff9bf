/**
 * PasswordField: a TextField whose value can be shown or hidden. The toggle is a real button (reachable by Tab,
 * named "Show password" / "Hide password" in the current locale, aria-pressed) that never takes focus from the
 * input when clicked, so typing can continue.
 */
import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
} from 'react-aria-components';
import { FieldHelp, fieldStack, inputFrame, Label } from '../forms/field-parts';
import { useMessages } from '../i18n/messages';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { passwordFieldMessages } from './password-field.messages';

export { passwordFieldMessages };

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** 'current-password' (sign in, the default) or 'new-password' (set a password). */
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  className,
  ...props
}: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      data-slot="password-field"
      className={composeClassName(className, fieldStack())}
    >
      {label && <Label required={props.isRequired}>{label}</Label>}
      <Group
        isInvalid={props.isInvalid}
        isDisabled={props.isDisabled}
        className={cx(inputFrame, 'flex items-center gap-1 pr-1 pl-3')}
      >
        <Input
          placeholder={placeholder}
          autoComplete={autoComplete}
          className="min-w-0 flex-1 bg-transparent py-1.5 text-default outline-none placeholder:text-muted"
        />
        <AriaButton
          aria-label={visible ? t.hide : t.show}
          aria-pressed={visible}
          preventFocusOnPress
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
          data-slot="toggle"
          className={cx(
            'inline-flex size-6 cursor-pointer items-center justify-center rounded-sm text-muted',
            'data-hovered:bg-fill-2 data-hovered:text-default',
            focusRing,
          )}
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
