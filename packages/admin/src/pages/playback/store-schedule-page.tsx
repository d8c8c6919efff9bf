/**
 * A store's music week (/store/store/schedule/:id): the kit's WeekView of what plays when (GET week, the server's
 * merge of weekly schedules and date exceptions), moving by weeks (?week=<Monday>), a legend of its playlists; below the
 * week the store's weekly schedules and exceptions with add, edit and delete (template:write) in the framework's form, so
 * an overlap the server refuses shows under "From" with its message and nothing is saved. Picking a slot in the
 * week opens its record's form.
 */
import { displayName, playException, playSchedule, store } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { useCallback, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loadStoreWeek } from '../../api/playback';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useLatestLoad } from '../../lib/use-latest-load';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { useCan } from '../../resource/can';
import { type FormCustomization, FormDrawer } from '../../resource/form-drawer';
import { useResourceLabels } from '../../resource/labels';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { useRecordWords } from './record-words';
import { ScheduleRecords } from './schedule-records';
import { StoreWeekPanel } from './store-week-panel';

type Kind = 'weekly' | 'exception';
const DEFS = { weekly: playSchedule, exception: playException } as const;

export default function StoreSchedulePage({ route, params }: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const can = useCan();
  const storeId = Number(params.id);
  const canWrite = can('template:write');
  // The week shown is in the URL (?week=<Monday>), so a reload or a shared link shows the same week.
  const weekParam = new URLSearchParams(useSearch()).get('week') ?? '';
  const from = /^\d{4}-\d{2}-\d{2}$/.test(weekParam) ? weekParam : undefined;
  const [location, navigate] = useLocation();
  const setFrom = (monday: string | undefined) =>
    navigate(monday ? `${location}?${new URLSearchParams({ week: monday })}` : location, { replace: true });
  const [editing, setEditing] = useState<{ kind: Kind; id: number | null } | null>(null);
  const labels = { weekly: useResourceLabels(playSchedule), exception: useResourceLabels(playException) };
  const words = useRecordWords();

  const storeLoad = useLatestLoad(useCallback(() => apiFor(store).get(storeId), [storeId]));
  const week = useLatestLoad(useCallback(() => loadStoreWeek(storeId, from), [storeId, from]));
  // A store has a handful of schedules: one page holds them all.
  const listParams = { storeId: String(storeId), pageSize: '50' };
  const weekly = useLatestLoad(useCallback(() => apiFor(playSchedule).list(listParams), [storeId]));
  const exceptions = useLatestLoad(useCallback(() => apiFor(playException).list(listParams), [storeId]));
  const lists = { weekly, exception: exceptions };

  const refresh = (kind: Kind) => {
    lists[kind].reload();
    week.reload();
  };
  const remove = async (kind: Kind, record: ResourceRecord) => {
    const said = kind === 'weekly' ? words.weekly(record) : words.exception(record);
    const ok = await confirm({
      title: t('playback.deleteTitle', { title: labels[kind].titleInText }),
      content: `${said.title} · ${said.when}`,
      okText: t('playback.delete'),
      danger: true,
    });
    if (!ok) return;
    const done = await apiFor(DEFS[kind])
      .remove(record.id)
      .then(
        () => true,
        () => false,
      );
    if (!done) return;
    toast.success(t('playback.deleted'));
    refresh(kind);
  };

  const customization: FormCustomization = {
    defaults: () => ({ storeId }),
    hide: ['storeId'],
    refFilters: () => ({ musicTemplateId: { status: 'active' } }),
  };
  const storeName = storeLoad.data ? displayName(store, storeLoad.data) : '';
  const playoutHref = `${screenHref('StorePlayout')}?${new URLSearchParams({ storeId: String(storeId) })}`;

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-4">
        <div className="min-w-0">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {storeName ? t('playback.weekTitle', { store: storeName }) : t(route.titleKey)}
          </h1>
          <p className="mt-1 text-secondary">{t('playback.weekSubtitle')}</p>
        </div>
        <Link variant="secondary" href={playoutHref}>
          {t('playback.playoutOfStore')}
        </Link>
      </header>
      {storeLoad.failed && <LoadFailed title={t('playback.loadFailed')} onRetry={storeLoad.reload} />}
      <StoreWeekPanel
        week={week.data}
        failed={week.failed}
        onRetry={week.reload}
        onWeek={setFrom}
        onSelect={canWrite ? (kind, id) => setEditing({ kind, id }) : undefined}
      />
      {/* Below the week, so the week has the page's width; side by side where there is room. */}
      <div className="grid grid-cols-1 items-start gap-6 rounded-lg bg-surface p-4 lg:grid-cols-2">
        {(['weekly', 'exception'] as const).map((kind) => (
          <ScheduleRecords
            key={kind}
            def={DEFS[kind]}
            records={lists[kind].data?.list}
            failed={lists[kind].failed}
            onRetry={lists[kind].reload}
            heading={t(`playback.${kind}.heading`)}
            addLabel={t(`playback.${kind}.add`)}
            empty={t(`playback.${kind}.empty`)}
            describe={words[kind]}
            canWrite={canWrite}
            onAdd={() => setEditing({ kind, id: null })}
            onEdit={(id) => setEditing({ kind, id })}
            onDelete={(record) => void remove(kind, record)}
          />
        ))}
      </div>
      {editing && (
        <FormDrawer
          def={DEFS[editing.kind]}
          labels={labels[editing.kind]}
          id={editing.id}
          customization={customization}
          onClose={() => setEditing(null)}
          onSaved={() => {
            refresh(editing.kind);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
