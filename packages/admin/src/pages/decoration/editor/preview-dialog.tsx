/**
 * Preview: the draft in the phone frame, drawn by the storefront's own page and blocks, and a signed link to open
 * it on a real phone (read-only, it expires), with its QR code drawn locally.
 */
import type { HomeDocument, PreviewLink } from '@soundboard/contract';
import { QrCode } from '@soundboard/ui/data-display/qr-code.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import type { CanvasSize } from '@soundboard/ui/page-editor/types.ts';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { decorationApi } from '../../../api/decoration';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/format-date';
import { DocumentView } from './document-view';

export function PreviewDialog({
  templateId,
  document,
  pageId,
  size,
  onClose,
}: {
  templateId: number;
  document: HomeDocument;
  pageId: string;
  size: CanvasSize;
  onClose: () => void;
}) {
  const t = useT();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [pending, setPending] = useState(false);
  const sign = () => {
    setPending(true);
    decorationApi
      .previewLink(templateId)
      .then(setLink, () => undefined) // the request layer has said why; "New link" tries again
      .finally(() => setPending(false));
  };
  useEffect(sign, [templateId]);
  const url = link ? new URL(link.url, location.origin).href : '';
  return (
    <Modal
      isOpen
      isDismissable
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('decoration.editor.preview.title')}
    >
      <div className="flex flex-wrap items-start justify-center gap-6">
        <DocumentView
          document={document}
          pageId={pageId}
          size={size}
          label={t('decoration.editor.phone', { width: size.width, height: size.height })}
        />
        <section aria-labelledby="preview-link-title" className="flex w-64 flex-col items-center gap-3 text-center">
          <h3 id="preview-link-title" className="m-0 text-base font-semibold text-default">
            {t('decoration.editor.preview.onPhone')}
          </h3>
          {link ? (
            <>
              <QrCode value={url} size={192} label={t('decoration.editor.preview.qr')} />
              <a href={url} target="_blank" rel="noopener" className="text-sm break-all text-primary-text">
                {t('decoration.editor.preview.open')}
              </a>
              <p className="m-0 text-xs text-muted" data-expires={link.expiresAt}>
                {t('decoration.editor.preview.expires', { time: formatDateTime(link.expiresAt) })}
              </p>
            </>
          ) : (
            <p className="m-0 text-sm text-muted">{t('decoration.editor.preview.signing')}</p>
          )}
          <Button size="sm" icon={<RefreshCw />} isPending={pending} onPress={sign}>
            {t('decoration.editor.preview.newLink')}
          </Button>
        </section>
      </div>
    </Modal>
  );
}
