/**
 * Alert: an inline message on a tinted background — info / success / warning / error, an optional title,
 * and a close button when `closable` (the settings drawer's "changes apply temporarily" note is an info alert).
 */
import { cva } from 'class-variance-authority';
import { type ReactNode, useState } from 'react';
import { cn } from '../lib/cn';
import { CloseButton } from '../overlays/dialog-button';
import { type FeedbackStatus, StatusIcon } from './status';

const alert = cva('flex gap-2 rounded-md border px-4 py-2.5 text-sm', {
  variants: {
    status: {
      info: 'border-info-border bg-info-subtle',
      success: 'border-success-border bg-success-subtle',
      warning: 'border-warning-border bg-warning-subtle',
      error: 'border-danger-border bg-danger-subtle',
    },
  },
});

export interface AlertProps {
  status?: FeedbackStatus;
  title?: ReactNode;
  children?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
  showIcon?: boolean;
  className?: string;
}

export function Alert({ status = 'info', title, children, closable, onClose, showIcon = true, className }: AlertProps) {
  const [isVisible, setVisible] = useState(true);
  if (!isVisible) return null;
  // Errors and warnings are alerts (announced); info and success are a note the user reads in place.
  const role = status === 'error' || status === 'warning' ? 'alert' : 'note';
  return (
    <div role={role} data-slot="alert" data-status={status} className={cn(alert({ status }), className)}>
      {showIcon && <StatusIcon status={status} className="mt-0.5" />}
      <div className="min-w-0 flex-1">
        {title && <p className="mb-0.5 font-medium text-default">{title}</p>}
        {children && <div className="text-secondary">{children}</div>}
      </div>
      {closable && (
        <CloseButton
          className="-my-1 -mr-2"
          onPress={() => {
            setVisible(false);
            onClose?.();
          }}
        />
      )}
    </div>
  );
}
