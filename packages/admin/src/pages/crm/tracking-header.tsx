/** The tracking page's header card: who the customer is, who owns it, where it stands, when it was last and is next contacted. */
import { customer } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { StaffChip } from '../../lib/staff-chip';
import type { ResourceRecord } from '../../resource/api';
import { DictionaryTag } from '../../resource/dictionary-values';
import { useResourceLabels } from '../../resource/labels';
import { toneOf } from '../../resource/tones';
import { useNarrow } from '../workplace/use-narrow';

const COMPANIES = '/crm/company';

export function TrackingHeader({ record }: { record: ResourceRecord }) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const labels = useResourceLabels(customer);
  const narrow = useNarrow();
  const text = (name: string) => (record[name] === null || record[name] === undefined ? '' : String(record[name]));
  const when = (name: string) => (record[name] ? formatDateTime(text(name)) : '-');
  const company = record.refLabels.companyId;
  const status = text('status');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-lg bg-surface p-4 sm:p-6">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 id={titleId} className="text-xl font-semibold text-default">
          {text('name')}
        </h1>
        <span className="text-secondary tabular-nums">{text('code')}</span>
        {status && (
          <StatusTag color={toneOf(customer.fields.status, status)}>{labels.value('status', status)}</StatusTag>
        )}
      </header>
      <Descriptions
        columns={narrow ? 1 : 3}
        items={[
          {
            label: labels.field('companyId'),
            value: company ? (
              <Link href={`${COMPANIES}?${new URLSearchParams({ q: company })}`}>{company}</Link>
            ) : (
              labels.value('kind', 'individual')
            ),
          },
          {
            label: labels.field('ownerId'),
            value:
              typeof record.ownerId === 'number' ? (
                <StaffChip userId={record.ownerId} name={record.refLabels.ownerId} />
              ) : (
                t('crm.tracking.inPool')
              ),
          },
          {
            label: labels.field('level'),
            value: text('level') ? (
              <DictionaryTag code={customer.fields.level.dictionary} value={text('level')} />
            ) : (
              '-'
            ),
          },
          { label: labels.field('contactName'), value: text('contactName') || '-' },
          { label: labels.field('lastContactAt'), value: when('lastContactAt') },
          { label: labels.field('nextContactAt'), value: when('nextContactAt') },
        ]}
      />
    </section>
  );
}
