import { useEffect, useState } from 'react';
import { format } from '../../i18n/messages';
import { cx } from '../../lib/cx';
import { focusRingNative } from '../../lib/focus-ring';
import { AdPicture } from './ad-picture';
import { adText } from './ads.messages';
import type { AdValue, OpenAd } from './types';
import { useModalDialog } from './use-modal-dialog';

export interface LaunchScreenProps {
  /** The picture: the running launch ad, or the fitment's launch image as an ad-shaped value. */
  ad: AdValue;
  /** How long it shows before it closes by itself (the fitment's 1-10 s). */
  seconds: number;
  onOpen: OpenAd;
  onClose: () => void;
  locale: string;
}

/**
 * The launch screen: the whole window, a picture that leads where its link says, and a Skip control that counts
 * down the seconds left and is focused first, so Enter or Escape skips. Closes by itself at zero.
 */
export function LaunchScreen({ ad, seconds, onOpen, onClose, locale }: LaunchScreenProps) {
  const t = adText(locale);
  const ref = useModalDialog(onClose);
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const timer = setInterval(() => setLeft((value) => value - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) ref.current?.close();
  }, [left, ref]);
  return (
    <dialog
      ref={ref}
      aria-label={t.launch}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-black p-0 backdrop:bg-black"
    >
      {/* Skip comes first: showModal() focuses the dialog's first control, so Enter or Escape skips. */}
      <div className="relative flex h-full items-center justify-center">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className={cx(
            focusRingNative,
            'absolute top-[max(env(safe-area-inset-top),12px)] right-3 min-h-8 min-w-16 rounded-full bg-black/60 px-3 text-sm text-white',
          )}
        >
          {left > 0 ? format(t.skip, { seconds: left }) : t.skipNow}
        </button>
        <AdPicture ad={ad} onOpen={onOpen} eager className="max-h-full w-full max-w-[430px]" />
      </div>
    </dialog>
  );
}
