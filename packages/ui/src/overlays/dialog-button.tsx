/**
 * The overlays' footer buttons (the kit's Button with a loading state that suits a closing dialog) and the "×"
 * close button of overlay headers.
 */
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../feedback/spinner';
import { useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { composeClassName, cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { overlayMessages } from './overlay-messages';

export interface DialogButtonProps extends Omit<AriaButtonProps, 'children'> {
  variant?: 'primary' | 'secondary' | 'danger';
  isLoading?: boolean;
  children: ReactNode;
}

export function DialogButton({ isLoading, onPress, children, ...props }: DialogButtonProps) {
  // Not the Button's isPending: its announcement points at the button by id, and a dialog that closes when the
  // work is done removes that button, leaving a dangling reference in the live region. Presses are ignored instead.
  return (
    <Button
      {...props}
      onPress={(event) => {
        if (!isLoading) onPress?.(event);
      }}
      data-loading={isLoading || undefined}
      icon={isLoading ? <Spinner size="sm" decorative /> : undefined}
    >
      {children}
    </Button>
  );
}

/** The square "×" in overlay headers; its accessible name is the translated "Close". */
export function CloseButton({ className, ...props }: Omit<AriaButtonProps, 'children'>) {
  const t = useMessages(overlayMessages);
  return (
    <AriaButton
      aria-label={t.close}
      {...props}
      data-slot="close"
      className={composeClassName(
        className,
        cx(
          'inline-flex size-7 shrink-0 items-center justify-center rounded-sm text-secondary',
          'data-hovered:bg-fill-2 data-pressed:bg-fill-3',
          focusRing,
        ),
      )}
    >
      <X aria-hidden="true" className="size-4" />
    </AriaButton>
  );
}
