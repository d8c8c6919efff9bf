/** The queue's filters: status, a search of the enterprise or applicant (applied on Enter), the submission days. */
import { CERTIFICATION_STATUSES } from '@soundboard/contract';
import { DateRangePicker, type IsoDateRange } from '@soundboard/ui/pickers/date-range-picker.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useT } from '../../i18n/use-t';
import { SearchOnEnter } from '../../lib/search-on-enter';

export const ALL = 'all';

export interface Filters {
  status: string;
  q: string;
  range: IsoDateRange | null;
}

/** The reviewer opens the screen to decide: the waiting requests come first. */
export const FIRST_FILTERS: Filters = { status: 'auditing', q: '', range: null };

export function QueueFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const t = useT();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        label={t('certReview.filter.status')}
        className="w-full sm:w-36"
        options={[
          { id: ALL, label: t('certReview.filter.all') },
          ...CERTIFICATION_STATUSES.map((status) => ({
            id: status,
            label: t(`userSetting.certification.status.${status}`),
          })),
        ]}
        value={filters.status}
        onChange={(status) => set({ status: status ?? ALL })}
      />
      <SearchOnEnter
        className="w-full sm:w-60"
        label={t('certReview.filter.search')}
        placeholder={t('certReview.filter.searchHint')}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <DateRangePicker
        label={t('certReview.filter.submitted')}
        value={filters.range}
        onChange={(range) => set({ range })}
      />
    </div>
  );
}
