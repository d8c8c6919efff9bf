/**
 * One dictionary (/setting/config/attr/{id}, or attr/new to create one): its names and its values as a table,
 * edited with the resource framework's form drawer (values as its line editor). A system dictionary cannot be
 * deleted; a value other records use cannot be removed (the server says which) — disable it instead.
 */
import { useStore } from '@nanostores/react';
import { dictionary } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { StatusTag, type TagColor } from '@soundboard/ui/data-display/tag.tsx';
import { Result } from '@soundboard/ui/feedback/result.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { FormDrawer } from '../../resource/form-drawer';
import { useResourceLabels } from '../../resource/labels';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { useNarrow } from '../workplace/use-narrow';
import { forgetDictionaryOptions } from './dictionary-options';

const api = apiFor(dictionary);
type Value = Record<string, unknown> & { id: number };

function ValuesTable({ record }: { record: ResourceRecord }) {
  const t = useT();
  const labels = useResourceLabels(dictionary);
  const columns: DataColumn<Value>[] = [
    { id: 'code', title: labels.line('code'), isRowHeader: true, cell: (row) => <code>{String(row.code)}</code> },
    { id: 'labelZh', title: labels.line('labelZh'), wrap: true, cell: (row) => String(row.labelZh) },
    { id: 'labelEn', title: labels.line('labelEn'), wrap: true, cell: (row) => String(row.labelEn) },
    { id: 'sort', title: labels.line('sort'), align: 'end', cell: (row) => String(row.sort) },
    {
      id: 'enabled',
      title: labels.line('enabled'),
      cell: (row) =>
        row.enabled ? (
          <StatusTag color="success">{t('config.values.enabled')}</StatusTag>
        ) : (
          <StatusTag>{t('config.values.disabled')}</StatusTag>
        ),
    },
    {
      id: 'tone',
      title: labels.line('tone'),
      cell: (row) => (
        <StatusTag color={String(row.tone) as TagColor}>{labels.value('tone', String(row.tone), true)}</StatusTag>
      ),
    },
  ];
  return <DataTable aria-label={t('config.values.title')} columns={columns} rows={(record.lines ?? []) as Value[]} />;
}

function DictionaryScreen({ id }: { id: number }) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(dictionary);
  const [, navigate] = useLocation();
  const [record, setRecord] = useState<ResourceRecord | null>(null);
  const [failed, setFailed] = useState<'load' | 'missing' | null>(null);
  const [editing, setEditing] = useState(false);
  const narrow = useNarrow();
  const load = useCallback(() => {
    setFailed(null);
    api.get(id).then(setRecord, (error) => setFailed(isApiError(error) && error.status === 404 ? 'missing' : 'load'));
  }, [id]);
  useEffect(load, [load]);

  const remove = async () => {
    if (!record) return;
    const ok = await confirm({
      title: t('config.dictionary.deleteTitle'),
      content: t('config.dictionary.deleteContent', { name: String(record.code) }),
      danger: true,
      okText: t('config.dictionary.delete'),
    });
    if (!ok) return;
    await api.remove(record.id).then(
      () => {
        forgetDictionaryOptions();
        toast.success(t('config.dictionary.deleted'));
        navigate('/setting/config');
      },
      // The client already said why (a value in use, a system dictionary).
      () => undefined,
    );
  };

  if (failed === 'missing')
    return (
      <Result status="404" title={t('config.dictionary.missing')}>
        <Link href="/setting/config">{t('config.back')}</Link>
      </Result>
    );
  const name = record ? String(locale === 'zh-CN' ? record.nameZh : record.nameEn) : '';
  return (
    <section aria-labelledby="dictionary-title" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <Link href="/setting/config" className="w-fit text-sm">
          {t('config.back')}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="dictionary-title" className="text-xl font-semibold text-default">
            {name || labels.title}
          </h1>
          {record && (
            <div className="flex flex-wrap gap-2">
              <Permission required="config:write" mode="disable" reason={t('config.noPermission')}>
                <Button variant="primary" onPress={() => setEditing(true)}>
                  {t('config.dictionary.edit')}
                </Button>
              </Permission>
              {!record.system && (
                <Permission required="config:write" mode="disable" reason={t('config.noPermission')}>
                  <Button variant="danger" onPress={() => void remove()}>
                    {t('config.dictionary.delete')}
                  </Button>
                </Permission>
              )}
            </div>
          )}
        </div>
      </header>
      {failed === 'load' && <LoadFailed title={t('config.loadFailed')} onRetry={load} />}
      {!record && !failed && <Skeleton rows={6} />}
      {record && (
        <>
          <div className="rounded-lg bg-surface p-4">
            <Descriptions
              columns={narrow ? 1 : 2}
              items={[
                { label: labels.field('code'), value: <code>{String(record.code)}</code> },
                {
                  label: labels.field('system'),
                  value: record.system ? (
                    <StatusTag color="primary">{t('config.dictionaries.system')}</StatusTag>
                  ) : (
                    <StatusTag>{t('config.dictionaries.custom')}</StatusTag>
                  ),
                },
                { label: labels.field('nameZh'), value: String(record.nameZh) },
                { label: labels.field('nameEn'), value: String(record.nameEn) },
                { label: labels.field('note'), value: String(record.note || '—'), span: narrow ? 1 : 2 },
              ]}
            />
            {Boolean(record.system) && (
              <p className="mt-3 text-sm text-secondary">{t('config.dictionary.systemHint')}</p>
            )}
          </div>
          <section aria-labelledby="dictionary-values" className="flex flex-col gap-3 rounded-lg bg-surface p-4">
            <div>
              <h2 id="dictionary-values" className="text-lg font-medium text-default">
                {t('config.values.title')}
              </h2>
              <p className="text-sm text-secondary">{t('config.values.hint')}</p>
            </div>
            <ValuesTable record={record} />
          </section>
        </>
      )}
      {editing && record && (
        <FormDrawer
          def={dictionary}
          labels={labels}
          id={record.id}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            forgetDictionaryOptions();
            setEditing(false);
            setRecord(saved);
          }}
        />
      )}
    </section>
  );
}

/** attr/new: the form drawer over the configuration; saved, it opens the new dictionary. */
function NewDictionary() {
  const t = useT();
  const labels = useResourceLabels(dictionary);
  const [, navigate] = useLocation();
  return (
    <>
      <Link href="/setting/config" className="w-fit text-sm">
        {t('config.back')}
      </Link>
      <FormDrawer
        def={dictionary}
        labels={labels}
        id={null}
        customization={{
          defaults: () => ({
            lines: [{ code: '', labelZh: '', labelEn: '', sort: 10, enabled: true, tone: 'default' }],
          }),
        }}
        onClose={() => navigate('/setting/config')}
        onSaved={(saved) => {
          forgetDictionaryOptions();
          navigate(`/setting/config/attr/${saved.id}`, { replace: true });
        }}
      />
    </>
  );
}

export default function DictionaryPage({ params }: PageProps) {
  const t = useT();
  const raw = params.id ?? '';
  if (raw === 'new') return <NewDictionary />;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id)
    return (
      <Result status="404" title={t('config.dictionary.missing')}>
        <Link href="/setting/config">{t('config.back')}</Link>
      </Result>
    );
  return <DictionaryScreen key={id} id={id} />;
}
