/**
 * Drawer: a panel that slides in from the left or right edge, with a title, close button, body and optional
 * footer. Same RAC modal behaviour as Modal (Escape, focus trap and restore); `width` in px (the settings
 * drawer is 300).
 */
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, DialogTrigger, Heading, ModalOverlay } from 'react-aria-components';
import { cn } from '../lib/cn';
import { CloseButton } from './dialog-button';
import { useOverlayOpenState } from './overlay-state';

/** Opens the drawer placed inside it when its button is pressed. */
export const DrawerTrigger = DialogTrigger;

export interface DrawerProps {
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode | ((close: () => void) => ReactNode);
  placement?: 'left' | 'right';
  /** Panel width in px. */
  width?: number;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A click on the mask closes it (default true). */
  isDismissable?: boolean;
  portalContainer?: Element;
  className?: string;
}

export function Drawer({
  title,
  children,
  footer,
  placement = 'right',
  width = 300,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  portalContainer,
  className,
}: DrawerProps) {
  const openState = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  return (
    <ModalOverlay
      {...openState}
      isDismissable={isDismissable}
      UNSTABLE_portalContainer={portalContainer}
      className="fixed inset-0 z-(--sb-z-drawer) bg-mask"
    >
      <AriaModal
        data-slot="drawer"
        data-placement={placement}
        style={{ width }}
        className={cn(
          'absolute inset-y-0 flex max-w-full flex-col bg-elevated text-default shadow-xl outline-none',
          placement === 'right' ? 'right-0' : 'left-0',
          className,
        )}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <header className="flex items-center gap-3 border-b border-subtle px-4 py-3">
                <Heading slot="title" className="flex-1 truncate text-lg font-medium">
                  {title}
                </Heading>
                <CloseButton onPress={close} />
              </header>
              <div data-slot="body" className="min-h-0 flex-1 overflow-auto p-4 text-base">
                {children}
              </div>
              {footer && (
                <footer data-slot="footer" className="flex justify-end gap-2 border-t border-subtle px-4 py-3">
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
