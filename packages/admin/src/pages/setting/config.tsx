/**
 * Configuration (/setting/config): a card per group with its current values, each linking to the group's form
 * (/setting/config/{group}), and the dictionaries other screens' selects read, each linking to its values
 * (/setting/config/attr/{id}).
 */
import { useStore } from '@nanostores/react';
import { type ConfigGroupAnswer, configKeys, dictionary } from '@soundboard/contract';
import { Card } from '@soundboard/ui/data-display/card.tsx';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { apiFor, type ResourceRecord } from '../../resource/api';
import type { PageProps } from '../../routes/types';
import { $locale } from '../../stores/locale';
import { configApi } from './config-api';
import { groupLabels, valueText } from './config-labels';

function GroupCard({ answer }: { answer: ConfigGroupAnswer }) {
  const t = useT();
  const locale = useStore($locale);
  const labels = groupLabels(t, answer.group);
  return (
    <Card
      title={labels.title}
      extra={
        <Link href={`/setting/config/${answer.group}`} aria-label={t('config.editGroup', { group: labels.title })}>
          {t('config.edit')}
        </Link>
      }
    >
      <p className="mb-3 text-sm text-secondary">{t(`config.group.${answer.group}.hint`)}</p>
      <Descriptions
        columns={1}
        items={configKeys(answer.group).map(([name]) => ({
          label: labels.field(name),
          value: (
            <span className="break-all">{valueText(t, locale, answer.group, name, answer.values[name] ?? null)}</span>
          ),
        }))}
      />
    </Card>
  );
}

function Dictionaries() {
  const t = useT();
  const locale = useStore($locale);
  const [rows, setRows] = useState<ResourceRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    apiFor(dictionary)
      .list({ pageSize: '100', sort: 'code' })
      .then(
        (page) => setRows(page.list),
        () => setFailed(true),
      );
  }, []);
  useEffect(load, []);
  const name = (row: ResourceRecord) => String(locale === 'zh-CN' ? row.nameZh : row.nameEn);
  const columns: DataColumn<ResourceRecord>[] = [
    {
      id: 'name',
      title: t('config.dictionaries.name'),
      isRowHeader: true,
      cell: (row) => <Link href={`/setting/config/attr/${row.id}`}>{name(row)}</Link>,
    },
    { id: 'code', title: t('config.dictionaries.code'), cell: (row) => <code>{String(row.code)}</code> },
    {
      id: 'system',
      title: t('config.dictionaries.kind'),
      cell: (row) =>
        row.system ? (
          <StatusTag color="primary">{t('config.dictionaries.system')}</StatusTag>
        ) : (
          <StatusTag>{t('config.dictionaries.custom')}</StatusTag>
        ),
    },
  ];
  return (
    <section aria-labelledby="config-dictionaries" className="flex flex-col gap-3 rounded-lg bg-surface p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="config-dictionaries" className="text-lg font-medium text-default">
            {t('config.dictionaries.title')}
          </h2>
          <p className="text-sm text-secondary">{t('config.dictionaries.hint')}</p>
        </div>
        <Permission required="config:write" mode="disable" reason={t('config.noPermission')}>
          <Link variant="primary" href="/setting/config/attr/new">
            {t('config.dictionaries.create')}
          </Link>
        </Permission>
      </header>
      {failed && <LoadFailed title={t('config.loadFailed')} onRetry={load} />}
      <DataTable
        aria-label={t('config.dictionaries.title')}
        columns={columns}
        rows={rows ?? []}
        loading={rows === null && !failed}
      />
    </section>
  );
}

export default function ConfigPage({ route }: PageProps) {
  const t = useT();
  const [groups, setGroups] = useState<ConfigGroupAnswer[] | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    configApi.groups().then(setGroups, () => setFailed(true));
  }, []);
  useEffect(load, []);
  return (
    <section aria-labelledby="config-title" className="flex flex-col gap-4">
      <h1 id="config-title" className="text-xl font-semibold text-default">
        {t(route.titleKey)}
      </h1>
      {failed && <LoadFailed title={t('config.loadFailed')} onRetry={load} />}
      {!groups && !failed && <Skeleton rows={6} />}
      {groups && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {groups.map((answer) => (
            <GroupCard key={answer.group} answer={answer} />
          ))}
        </div>
      )}
      <Dictionaries />
    </section>
  );
}
