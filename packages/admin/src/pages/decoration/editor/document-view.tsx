/**
 * A whole document as customers will see it, one page at a time in the phone frame: the storefront's own
 * StorefrontPage (live mode) with what the document refers to resolved by the server. The preview dialog shows
 * the draft through it, the versions drawer a published version.
 */
import { useStore } from '@nanostores/react';
import type { HomeDocument } from '@soundboard/contract';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import type { CanvasSize } from '@soundboard/ui/page-editor/types.ts';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { PhoneFrame } from '@soundboard/ui/storefront/phone-frame.tsx';
import { StorefrontPage } from '@soundboard/ui/storefront/storefront-page.tsx';
import type { StorefrontLookups } from '@soundboard/ui/storefront/types.ts';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { $locale } from '../../../stores/locale';
import { resolveLookups } from './use-lookups';

export function DocumentView({
  document,
  pageId,
  size,
  label,
}: {
  document: HomeDocument;
  /** The page shown first (the one being edited); the home page without it. */
  pageId?: string;
  size: CanvasSize;
  label: string;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [shown, setShown] = useState(pageId ?? document.pages[0]?.id ?? '');
  const [lookups, setLookups] = useState<StorefrontLookups | null>(null);
  useEffect(() => {
    let current = true;
    setLookups(null);
    resolveLookups(document).then(
      (next) => current && setLookups(next),
      () => undefined, // the request layer has said why
    );
    return () => {
      current = false;
    };
  }, [document]);
  const page = document.pages.find((candidate) => candidate.id === shown) ?? document.pages[0];
  if (!page) return null;
  return (
    // A phone wider than a narrow dialog scrolls sideways instead of being cut off.
    <div className="flex max-w-full flex-col items-center-safe gap-3 overflow-x-auto">
      {document.pages.length > 1 && (
        <Select
          className="w-60"
          label={t('decoration.editor.previewPage')}
          options={document.pages.map((candidate) => ({ id: candidate.id, label: candidate.name }))}
          value={page.id}
          onChange={(next) => next && setShown(next)}
        />
      )}
      <PhoneFrame width={size.width} height={size.height} label={label}>
        {lookups ? (
          <StorefrontPage
            settings={page.settings}
            blocks={page.components}
            lookups={lookups}
            mode="live"
            locale={locale}
            // Links lead nowhere in a preview: the page is the point.
            onNavigate={() => undefined}
          />
        ) : (
          <div className="p-4">
            <Skeleton rows={8} />
          </div>
        )}
      </PhoneFrame>
    </div>
  );
}
