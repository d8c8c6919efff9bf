/** The four feedback statuses shared by toast, notification and alert: icon and token colours. */
import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';

import type { FeedbackStatus } from './status-kind';

export { type FeedbackStatus, isAssertive } from './status-kind';

const ICONS = { info: Info, success: CircleCheck, warning: CircleAlert, error: CircleX };

const ICON_COLOR: Record<FeedbackStatus, string> = {
  info: 'text-info-text',
  success: 'text-success-text',
  warning: 'text-warning-text',
  error: 'text-danger-text',
};

export function StatusIcon({ status, className }: { status: FeedbackStatus; className?: string }) {
  const Icon = ICONS[status];
  return <Icon aria-hidden="true" className={`size-4 shrink-0 ${ICON_COLOR[status]} ${className ?? ''}`} />;
}
