import { X } from 'lucide-react';
import { cx } from '../../lib/cx';
import { focusRingNative } from '../../lib/focus-ring';
import { AdPicture } from './ad-picture';
import { adText } from './ads.messages';
import type { AdValue, OpenAd } from './types';
import { useModalDialog } from './use-modal-dialog';

export interface AdPopupProps {
  ad: AdValue;
  onOpen: OpenAd;
  onClose: () => void;
  locale: string;
}

/** The pop-up place: one ad over the page in a modal dialog, closed by its button, by Escape or by opening it. */
export function AdPopup({ ad, onOpen, onClose, locale }: AdPopupProps) {
  const t = adText(locale);
  const ref = useModalDialog(onClose);
  return (
    <dialog
      ref={ref}
      aria-label={t.advertisement}
      className="m-auto w-[min(86vw,360px)] overflow-visible bg-transparent p-0 backdrop:bg-black/60"
    >
      <div className="flex flex-col items-center gap-4">
        <AdPicture
          ad={ad}
          eager
          onOpen={(opened) => {
            ref.current?.close();
            onOpen(opened);
          }}
          className="w-full overflow-hidden rounded-lg"
        />
        <button
          type="button"
          aria-label={t.close}
          onClick={() => ref.current?.close()}
          className={cx(
            focusRingNative,
            'flex size-10 items-center justify-center rounded-full border-2 border-white/80 text-white',
          )}
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
