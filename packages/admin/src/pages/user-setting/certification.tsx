/**
 * Certification: the enterprise information of the passed certification, the records (type, content,
 * status, time, operation) with check (the full request in a dialog) and withdraw (only while auditing, after
 * a confirmation), and a form to file a new request when none is being audited.
 */
import { useStore } from '@nanostores/react';
import { type DescriptionItem, Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm, openModal } from '@soundboard/ui/overlays/modal-store.ts';
import { useCallback, useEffect, useState } from 'react';
import { accountApi, type CertificationOverview, type CertificationRecord } from '../../api/account';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { $settings } from '../../stores/settings';
import { STATUS_COLOR, useCertificationItems } from '../certification-review/certification-fields';
import { CertificationForm } from './certification-form';
import { type RecordColumn, RecordsTable } from './records-table';

/** The last item fills the row when the items do not fill the grid, so no empty bordered cell is left over. */
function spanLast(items: DescriptionItem[], columns: 1 | 2): DescriptionItem[] {
  if (columns === 1 || items.length % 2 === 0) return items;
  return items.map((item, index) => (index === items.length - 1 ? { ...item, span: 2 } : item));
}

export function Certification() {
  const t = useT();
  const mobile = useStore($settings).device === 'mobile';
  const detailItems = useCertificationItems();
  const [data, setData] = useState<CertificationOverview | null>(null);
  const [filing, setFiling] = useState(false);

  const load = useCallback(() => {
    accountApi.certification().then(setData, () => setData({ enterpriseInfo: null, records: [] }));
  }, []);
  useEffect(load, []);

  const check = async (record: CertificationRecord) => {
    const detail = await accountApi.certificationDetail(record.id);
    await openModal({
      title: t('userSetting.certification.detailTitle'),
      content: <Descriptions columns={1} items={detailItems(detail)} />,
    });
  };

  const withdraw = (record: CertificationRecord) =>
    confirm({
      title: t('userSetting.certification.withdrawTitle'),
      content: t('userSetting.certification.withdrawContent', { name: record.certificationContent }),
      status: 'warning',
      onOk: async () => {
        await accountApi.withdrawCertification(record.id);
        toast.success(t('userSetting.certification.withdrawn'));
        load();
      },
    });

  const columns: RecordColumn<CertificationRecord>[] = [
    {
      id: 'type',
      title: t('userSetting.certification.type'),
      cell: (row) => t(`userSetting.certification.accountType.${row.certificationType}`),
    },
    {
      id: 'content',
      title: t('userSetting.certification.content'),
      cell: (row) => row.certificationContent,
      isRowHeader: true,
    },
    {
      id: 'status',
      title: t('userSetting.certification.status'),
      // A rejection's reason sits under its status: the applicant reads why without opening the request.
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <StatusTag color={STATUS_COLOR[row.status]}>{t(`userSetting.certification.status.${row.status}`)}</StatusTag>
          {row.rejectReason && (
            <span className="text-sm text-secondary">
              {t('userSetting.certification.rejectReasonLine', { reason: row.rejectReason })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'time',
      title: t('userSetting.certification.time'),
      cell: (row) => formatDateTime(row.time),
    },
    {
      id: 'operation',
      title: t('userSetting.certification.operation'),
      cell: (row) => (
        // Pulled left by the text buttons' own padding so "Check" lines up with the column title.
        <span className="-ml-3 flex gap-1">
          <Button size="sm" variant="text" onPress={() => void check(row)}>
            {t('userSetting.certification.check')}
          </Button>
          {row.status === 'auditing' && (
            <Button size="sm" variant="text" onPress={() => void withdraw(row)}>
              {t('userSetting.certification.withdraw')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const auditing = data?.records.some((record) => record.status === 'auditing') ?? false;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="enterprise-info-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="enterprise-info-title" className="text-base font-medium text-default">
            {t('userSetting.certification.enterpriseInfo')}
          </h2>
          {!filing && !auditing && data && (
            <Button variant="primary" size="sm" onPress={() => setFiling(true)}>
              {t('userSetting.certification.apply')}
            </Button>
          )}
        </div>
        {filing ? (
          <CertificationForm
            onCancel={() => setFiling(false)}
            onSubmitted={() => {
              setFiling(false);
              load();
            }}
          />
        ) : data?.enterpriseInfo ? (
          <Descriptions
            bordered
            columns={mobile ? 1 : 2}
            items={spanLast(detailItems(data.enterpriseInfo), mobile ? 1 : 2)}
          />
        ) : (
          data && <Empty description={t('userSetting.certification.none')} />
        )}
      </section>
      <section aria-labelledby="certification-records-title" className="flex flex-col gap-3">
        <h2 id="certification-records-title" className="text-base font-medium text-default">
          {t('userSetting.certification.records')}
        </h2>
        <RecordsTable
          label={t('userSetting.certification.records')}
          columns={columns}
          rows={data?.records ?? []}
          loading={!data}
          empty={t('userSetting.certification.noRecords')}
        />
      </section>
    </div>
  );
}
