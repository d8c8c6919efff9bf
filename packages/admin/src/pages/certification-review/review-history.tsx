/** The request's status changes (from the audit log), newest first; a rejection shows its reason. */
import type { CertificationHistoryEntry } from '@soundboard/contract';
import { Timeline } from '@soundboard/ui/data-display/timeline.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { useT } from '../../i18n/use-t';

const TONE: Record<string, 'primary' | 'success' | 'danger' | 'neutral'> = {
  create: 'primary',
  pass: 'success',
  rejected: 'danger',
};

export function ReviewHistory({ entries }: { entries: CertificationHistoryEntry[] }) {
  const t = useT();
  if (entries.length === 0) return <Empty description={t('certReview.history.empty')} />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        id: String(entry.id),
        time: entry.at,
        color: TONE[entry.action] ?? 'neutral',
        title: t('certReview.history.entry', {
          actor: entry.actorName ?? t('certReview.history.system'),
          action: t(`certReview.action.${entry.action}`),
        }),
        content: entry.reason ? <p className="text-sm text-secondary">{entry.reason}</p> : undefined,
      }))}
    />
  );
}
