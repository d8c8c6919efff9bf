/** A record's audit trail (GET <path>/:id/history): who did what and when, and which fields changed how. */
import { useStore } from '@nanostores/react';
import type { ResourceDef } from '@soundboard/contract';
import { Timeline } from '@soundboard/ui/data-display/timeline.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { StaffSentence } from '../lib/staff-sentence';
import { $locale } from '../stores/locale';
import { apiFor, type HistoryEntry } from './api';
import { fieldValue } from './cells';
import type { ResourceLabels } from './labels';

const TONE: Record<string, 'primary' | 'success' | 'danger' | 'neutral'> = {
  create: 'success',
  delete: 'danger',
  update: 'primary',
};

export function HistoryList({
  def,
  labels,
  id,
  version,
}: {
  def: ResourceDef;
  labels: ResourceLabels;
  id: number;
  version: number;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  useEffect(() => {
    let current = true;
    apiFor(def)
      .history(id)
      .then((found) => current && setEntries(found))
      .catch(() => current && setEntries([]));
    return () => {
      current = false;
    };
    // The version moves with every change of the record: the trail is fetched again.
  }, [def, id, version]);

  if (!entries) return <Skeleton rows={4} />;
  if (entries.length === 0) return <Empty description={t('resource.history.empty')} />;
  const context = { labels, locale, yes: t('resource.yes'), no: t('resource.no') };
  const actionText = (action: string) =>
    ['create', 'update', 'delete'].includes(action) ? t(`resource.history.${action}`) : labels.action(action);

  return (
    <Timeline
      items={entries.map((entry) => ({
        id: String(entry.id),
        time: entry.at,
        color: TONE[entry.action] ?? 'neutral',
        title:
          entry.actorId === null ? (
            t('resource.history.title', { actor: t('resource.history.system'), action: actionText(entry.action) })
          ) : (
            <StaffSentence
              sentence={(actor) => t('resource.history.title', { actor, action: actionText(entry.action) })}
              userId={entry.actorId}
              name={entry.actorName}
            />
          ),
        content:
          entry.changes.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-sm text-secondary">
              {entry.changes.map((change) => {
                const field = def.fields[change.field];
                if (!field) return null;
                return (
                  <li key={change.field}>
                    {labels.field(change.field)}
                    {locale === 'zh-CN' ? '：' : ': '}
                    {fieldValue(change.field, field, change.from, context)} →{' '}
                    {fieldValue(change.field, field, change.to, context)}
                  </li>
                );
              })}
            </ul>
          ) : undefined,
      }))}
    />
  );
}
