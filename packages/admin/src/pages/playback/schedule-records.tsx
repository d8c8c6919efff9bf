/**
 * A store's weekly schedules or its exceptions as a list beside the week: each record in words (playlist or
 * silence, weekdays or dates, from–until, note), with edit and delete for those who may write schedules
 * (template:write). Editing happens in the page's form (FormDrawer), so a slot picked in the week opens the same.
 */
import type { ResourceDef } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Plus } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import type { ResourceRecord } from '../../resource/api';

export interface ScheduleRecordsProps {
  def: ResourceDef;
  /** Undefined while loading. */
  records: ResourceRecord[] | undefined;
  failed: boolean;
  onRetry: () => void;
  heading: string;
  addLabel: string;
  empty: string;
  /** One record in words (the list's line). */
  describe: (record: ResourceRecord) => { title: string; when: string; note: string };
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onDelete: (record: ResourceRecord) => void;
}

export function ScheduleRecords(props: ScheduleRecordsProps) {
  const { def, heading, describe, canWrite, records: data, failed } = props;
  const t = useT();
  const id = `records-${def.name}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" aria-busy={!data || undefined}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-default">
          {heading}
        </h2>
        {canWrite && (
          <Button size="sm" icon={<Plus aria-hidden />} onPress={props.onAdd}>
            {props.addLabel}
          </Button>
        )}
      </header>
      {failed && <LoadFailed title={t('playback.loadFailed')} onRetry={props.onRetry} />}
      {data && data.length === 0 && <p className="text-sm text-secondary">{props.empty}</p>}
      {data && data.length > 0 && (
        <ul className="flex flex-col divide-y divide-[var(--sb-border-subtle)] rounded-md border border-subtle">
          {data.map((record) => {
            const words = describe(record);
            const name = `${words.title} ${words.when}`;
            return (
              <li key={record.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-default">{words.title}</span>
                  <span className="block text-secondary tabular-nums">{words.when}</span>
                  {words.note && <span className="block text-secondary">{words.note}</span>}
                </span>
                {canWrite && (
                  <span className="flex gap-1">
                    <Button
                      size="sm"
                      variant="text"
                      aria-label={t('playback.editOf', { name })}
                      onPress={() => props.onEdit(record.id)}
                    >
                      {t('playback.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="text"
                      aria-label={t('playback.deleteOf', { name })}
                      onPress={() => props.onDelete(record)}
                    >
                      {t('playback.delete')}
                    </Button>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
