/**
 * A draft editor's quiet save status ("Saved 14:02", "Saving…", "Not saved: …"), announced politely as it
 * changes. `keys`: the dictionary's prefix of `<state>` and `savedAt` (the fitment screen has its own words).
 */
import { useStore } from '@nanostores/react';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { cx } from '@soundboard/ui/lib/cx.ts';
import { useT } from '../../../i18n/use-t';
import type { SaveState } from '../../../lib/use-autosave';
import { $locale } from '../../../stores/locale';

export function SaveStatus({
  state,
  savedAt,
  keys = 'decoration.editor.status',
}: {
  state: SaveState;
  savedAt: Date | null;
  keys?: string;
}) {
  const t = useT();
  const locale = useStore($locale);
  const text =
    state === 'saved' && savedAt
      ? t(`${keys}.savedAt`, {
          time: dateTimeFormat(locale, { timeStyle: 'short' }).format(savedAt),
        })
      : t(`${keys}.${state}`);
  const problem = state === 'invalid' || state === 'failed' || state === 'conflict';
  return (
    <p
      aria-live="polite"
      data-save-state={state}
      className={cx('m-0 text-sm whitespace-nowrap', problem ? 'text-danger-text' : 'text-muted')}
    >
      {text}
    </p>
  );
}
