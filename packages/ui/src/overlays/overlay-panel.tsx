/**
 * The base Modal and Drawer share: RAC's modal overlay (Escape and the close button close it, focus is trapped
 * inside and restored on close, the rest is hidden from assistive tech, a trigger's open state followed), a panel
 * with a titled header, a scrolling body and optional footer actions. Each says where the panel sits and how wide
 * it is; the modal's parts are a little roomier and its body text secondary.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { cn } from '../lib/cn';
import { CloseButton } from './dialog-button';
import { type OpenStateProps, useOverlayOpenState } from './overlay-state';

/** What a caller of Modal or Drawer says about the overlay itself. */
export interface OverlayProps extends OpenStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom right, usually `DialogButton`s; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Close on a click on the mask. */
  isDismissable?: boolean;
  /** Render the portal into this element instead of document.body (stories capture the open look this way). */
  portalContainer?: Element;
  className?: string;
}

const PARTS = {
  modal: { header: 'px-5 py-3', body: 'px-5 py-4 text-secondary', footer: 'px-5 py-3' },
  drawer: { header: 'px-4 py-3', body: 'p-4', footer: 'px-4 py-3' },
} as const;

interface OverlayPanelProps extends OverlayProps {
  kind: keyof typeof PARTS;
  /** The mask's classes (its z-index token, how it places the panel). */
  overlayClassName: string;
  /** The panel's own classes (before the caller's className), style and data attributes. */
  panelClassName: string;
  panelStyle?: CSSProperties;
  panelData?: Record<`data-${string}`, string>;
  isKeyboardDismissDisabled?: boolean;
  hideCloseButton?: boolean;
  role?: 'dialog' | 'alertdialog';
}

export function OverlayPanel({
  kind,
  title,
  children,
  footer,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable,
  isKeyboardDismissDisabled,
  hideCloseButton,
  role = 'dialog',
  portalContainer,
  overlayClassName,
  panelClassName,
  panelStyle,
  panelData,
  className,
}: OverlayPanelProps) {
  const openState = useOverlayOpenState({ isOpen, defaultOpen, onOpenChange });
  const parts = PARTS[kind];
  return (
    <ModalOverlay
      {...openState}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      UNSTABLE_portalContainer={portalContainer}
      className={overlayClassName}
    >
      <AriaModal data-slot={kind} {...panelData} style={panelStyle} className={cn(panelClassName, className)}>
        <Dialog role={role} className="flex min-h-0 flex-1 flex-col outline-none">
          {({ close }) => (
            <>
              <header className={cn('flex items-center gap-3 border-b border-subtle', parts.header)}>
                <Heading slot="title" className="flex-1 truncate text-lg font-medium">
                  {title}
                </Heading>
                {!hideCloseButton && <CloseButton onPress={close} />}
              </header>
              <div data-slot="body" className={cn('min-h-0 flex-1 overflow-auto text-base', parts.body)}>
                {children}
              </div>
              {footer && (
                <footer
                  data-slot="footer"
                  className={cn('flex justify-end gap-2 border-t border-subtle', parts.footer)}
                >
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
