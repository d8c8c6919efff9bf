/**
 * The bar above a print view (hidden at print): back to the list, the document's language (its own by default),
 * Print, and Download PDF when the server has archived one. Words in the screen's locale.
 */

import { useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { Link } from '../inputs/link';
import type { DocumentLanguage } from './print-format';
import { printToolbarMessages } from './print-toolbar.messages';

export interface PrintToolbarProps {
  backHref: string;
  language: DocumentLanguage;
  onLanguageChange: (language: DocumentLanguage) => void;
  onPrint: () => void;
  /** Shown when a PDF is archived. */
  onDownloadPdf?: () => void;
}

export function PrintToolbar({ backHref, language, onLanguageChange, onPrint, onDownloadPdf }: PrintToolbarProps) {
  const t = useMessages(printToolbarMessages);
  return (
    <div
      role="toolbar"
      aria-label={t.toolbar}
      className="mx-auto mb-4 flex w-full max-w-[210mm] flex-wrap items-center gap-2 print:hidden"
    >
      <Link variant="text" href={backHref}>
        {t.back}
      </Link>
      <span className="flex-1" />
      <fieldset className="m-0 flex items-center gap-1 border-0 p-0">
        <legend className="sr-only">{t.language}</legend>
        {(['zh-CN', 'en-US'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={value === language ? 'primary' : 'outline'}
            aria-pressed={value === language}
            onPress={() => onLanguageChange(value)}
          >
            {value === 'zh-CN' ? t.zhCN : t.enUS}
          </Button>
        ))}
      </fieldset>
      {onDownloadPdf && (
        <Button variant="outline" onPress={onDownloadPdf}>
          {t.pdf}
        </Button>
      )}
      <Button variant="primary" onPress={onPrint}>
        {t.print}
      </Button>
    </div>
  );
}

export function PrintLoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(printToolbarMessages);
  return (
    <div role="alert" className="mx-auto flex max-w-[210mm] items-center gap-3 text-default">
      <span>{t.failed}</span>
      <Button variant="outline" onPress={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}
