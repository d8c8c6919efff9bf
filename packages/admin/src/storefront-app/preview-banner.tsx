/** The band above a signed preview: whose draft this is not (customers'), and until when the link works. */
import { format } from '@soundboard/ui/i18n/messages.ts';
import type { StorefrontAppText } from './messages';

export function PreviewBanner({
  expiresAt,
  locale,
  text,
}: {
  expiresAt: string;
  locale: string;
  text: StorefrontAppText;
}) {
  const time = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(expiresAt));
  return (
    <div
      role="status"
      className="border-b border-warning-border bg-warning-subtle px-3 py-2 text-center text-sm text-warning-text"
    >
      <strong className="block font-semibold">{format(text.previewExpires, { time })}</strong>
      <span className="block">{text.previewNote}</span>
    </div>
  );
}
