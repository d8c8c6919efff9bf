/**
 * The editor's quiet save status ("Saved 14:02", "Saving…", "Unsaved changes", "Not saved: …"), announced
 * politely to screen readers as it changes.
 */
import { useStore } from '@nanostores/react';
import { dateTimeFormat } from '@soundboard/ui/i18n/intl-formats.ts';
import { cx } from '@soundboard/ui/lib/cx.ts';
import { useT } from '../../i18n/use-t';
import type { SaveState } from '../../lib/use-autosave';
import { $locale } from '../../stores/locale';

export function ArticleEditorStatus({ state, savedAt }: { state: SaveState; savedAt: Date | null }) {
  const t = useT();
  const locale = useStore($locale);
  const time = savedAt ? dateTimeFormat(locale, { timeStyle: 'short' }).format(savedAt) : '';
  const text =
    state === 'saved' && savedAt
      ? t('articles.editor.status.savedAt', { time })
      : state === 'new' || state === 'saved'
        ? t('articles.editor.status.new')
        : t(`articles.editor.status.${state}`);
  const problem = state === 'invalid' || state === 'failed' || state === 'conflict';
  return (
    <p
      aria-live="polite"
      data-save-state={state}
      className={cx('text-sm whitespace-nowrap', problem ? 'text-danger-text' : 'text-muted')}
    >
      {text}
    </p>
  );
}
