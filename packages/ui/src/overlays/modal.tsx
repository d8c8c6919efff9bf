/**
 * Modal dialog: a title, content and footer actions on a dimmed backdrop. RAC gives the behaviour — Escape and the
 * close button close it, focus is trapped inside and restored to the trigger on close, the rest is hidden from
 * assistive tech. Use it controlled (isOpen / onOpenChange) or inside `ModalTrigger` next to a button.
 */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, DialogTrigger, Heading, ModalOverlay } from 'react-aria-components';
import { cn } from '../lib/cn';
import { CloseButton } from './dialog-button';
import { useOverlayOpenState } from './overlay-state';

/** Opens the modal placed inside it when its button is pressed (RAC DialogTrigger). */
export const ModalTrigger = DialogTrigger;

const panel = cva(
  'flex max-h-[calc(100%-64px)] w-full flex-col rounded-lg bg-elevated text-default shadow-xl outline-none',
  {
    variants: {
      size: { sm: 'max-w-[400px]', md: 'max-w-[520px]', lg: 'max-w-[800px]', full: 'max-w-[calc(100%-64px)]' },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface ModalProps extends VariantProps<typeof panel> {
  title: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom right, usually `DialogButton`s; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click on the backdrop (Escape always closes unless isKeyboardDismissDisabled). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Hide the "×" in the header (e.g. a notice that must be acknowledged through its button). */
  hideCloseButton?: boolean;
  /** "alertdialog" for confirmations and error notices. */
  role?: 'dialog' | 'alertdialog';
  /** Render the portal into this element instead of document.body (stories capture the open look this way). */
  portalContainer?: Element;
  className?: string;
}

export function Modal({
  title,
  children,
  footer,
  size,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  hideCloseButton,
  role = 'dialog',
  portalContainer,
  className,
}: ModalProps) {
  const openState = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  return (
    <ModalOverlay
      {...openState}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      UNSTABLE_portalContainer={portalContainer}
      className="fixed inset-0 z-(--sb-z-modal) flex items-center justify-center bg-mask p-4"
    >
      <AriaModal data-slot="modal" className={cn(panel({ size }), className)}>
        <Dialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <header className="flex items-center gap-3 border-b border-subtle px-5 py-3">
                <Heading slot="title" className="flex-1 truncate text-lg font-medium">
                  {title}
                </Heading>
                {!hideCloseButton && <CloseButton onPress={close} />}
              </header>
              <div data-slot="body" className="min-h-0 flex-1 overflow-auto px-5 py-4 text-base text-secondary">
                {children}
              </div>
              {footer && (
                <footer data-slot="footer" className="flex justify-end gap-2 border-t border-subtle px-5 py-3">
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
