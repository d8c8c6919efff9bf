/**
 * Tells the outcome of a bulk action: a toast when every record changed, else a notice naming each refused
 * record with the server's reason (translated there), so the user knows which ones to look at.
 */
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { openModal } from '@soundboard/ui/overlays/modal-store.ts';
import type { t as translate } from '../i18n';
import type { BulkSummary } from './bulk-actions';

export function reportBulk(t: typeof translate, action: string, summary: BulkSummary): void {
  if (summary.refused.length === 0) {
    toast.success(t('resource.bulk.done', { action, count: summary.done }));
    return;
  }
  void openModal({
    status: summary.done > 0 ? 'warning' : 'error',
    title: t('resource.bulk.partial', { action, done: summary.done, refused: summary.refused.length }),
    content: (
      <div className="flex flex-col gap-2">
        <p>{t('resource.bulk.refusedIntro')}</p>
        <ul className="flex max-h-64 flex-col gap-2 overflow-auto">
          {summary.refused.map((item) => (
            // Name over reason: no colon to pick per language.
            <li key={item.id} className="flex flex-col">
              <span className="font-medium text-default">{item.name}</span>
              <span className="text-secondary">{item.message}</span>
            </li>
          ))}
        </ul>
      </div>
    ),
  });
}
