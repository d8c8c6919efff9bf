/**
 * A modal that asks one question: OK / Cancel, an optional status icon, a danger look for destructive actions,
 * and an async `onConfirm` that shows a loading OK button and keeps the dialog open if it fails.
 * With `hideCancel` it is a notice with a single button (the app's logout notice).
 */
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useMessages } from '../i18n/messages';
import { DialogButton } from './dialog-button';
import { Modal, type ModalProps } from './modal';
import { overlayMessages } from './overlay-messages';

export type ConfirmStatus = 'info' | 'success' | 'warning' | 'error';

const STATUS_ICON = {
  info: <Info aria-hidden="true" className="size-5 shrink-0 text-info-text" />,
  success: <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success-text" />,
  warning: <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-warning-text" />,
  error: <CircleX aria-hidden="true" className="size-5 shrink-0 text-danger-text" />,
} satisfies Record<ConfirmStatus, ReactNode>;

export interface ConfirmDialogProps
  extends Pick<ModalProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'size' | 'portalContainer'> {
  title: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Shows a status icon before the title. */
  status?: ConfirmStatus;
  /** Red OK button, for destructive actions. */
  danger?: boolean;
  /** One button only: a notice to acknowledge. */
  hideCancel?: boolean;
  /** May return a promise: the OK button shows loading until it settles; a rejection keeps the dialog open. */
  onConfirm?: () => unknown;
  onCancel?: () => void;
}

export function ConfirmDialog({
  title,
  content,
  okText,
  cancelText,
  status,
  danger,
  hideCancel,
  onConfirm,
  onCancel,
  onOpenChange,
  ...modalProps
}: ConfirmDialogProps) {
  const t = useMessages(overlayMessages);
  const [isLoading, setLoading] = useState(false);
  // Closing after a confirm must not also count as a cancel.
  const confirmed = useRef(false);

  async function confirm(close: () => void) {
    setLoading(true);
    try {
      await onConfirm?.();
      confirmed.current = true;
      close();
    } catch {
      // The caller reports the failure (usually a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setLoading(false);
    }
  }

  return (
    <Modal
      {...modalProps}
      size={modalProps.size ?? 'sm'}
      role="alertdialog"
      hideCloseButton
      isKeyboardDismissDisabled={isLoading}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(open);
      }}
      title={
        <span className="flex items-center gap-2">
          {status && STATUS_ICON[status]}
          {title}
        </span>
      }
      footer={(close) => (
        <>
          {!hideCancel && (
            <DialogButton slot="close" isDisabled={isLoading}>
              {cancelText ?? t.cancel}
            </DialogButton>
          )}
          <DialogButton
            variant={danger ? 'danger' : 'primary'}
            isLoading={isLoading}
            autoFocus={hideCancel}
            onPress={() => confirm(close)}
          >
            {okText ?? t.ok}
          </DialogButton>
        </>
      )}
    >
      {content}
    </Modal>
  );
}
