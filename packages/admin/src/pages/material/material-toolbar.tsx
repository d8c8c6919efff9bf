/**
 * The library's filters and view switch: search (applied on Enter), kind, tag, upload date range, "Unused
 * only", grid or list, and in the grid (which has no column headers) the order. Only filters that are set travel to the server (api/materials.ts).
 */
import { MATERIAL_KINDS, MATERIAL_SORTS, type MaterialSort } from '@soundboard/contract';
import { Radio, RadioGroup } from '@soundboard/ui/inputs/radio-group.tsx';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { DateRangePicker } from '@soundboard/ui/pickers/date-range-picker.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { LayoutGrid, List } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { SearchOnEnter } from '../../lib/search-on-enter';
import { ALL } from './category-options';
import type { Filters, ViewMode } from './filters';

export function MaterialToolbar({
  filters,
  onChange,
  tags,
  view,
  onViewChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  tags: readonly string[];
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
}) {
  const t = useT();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchOnEnter
        className="w-full sm:w-56"
        label={t('material.search')}
        placeholder={t('material.search.hint')}
        value={filters.q}
        onSearch={(q) => set({ q })}
      />
      <Select
        label={t('material.field.kind')}
        className="w-[calc(50%-6px)] sm:w-32"
        options={[
          { id: ALL, label: t('material.kind.all') },
          ...MATERIAL_KINDS.map((kind) => ({ id: kind, label: t(`material.kind.${kind}`) })),
        ]}
        value={filters.kind}
        onChange={(kind) => set({ kind: (kind ?? ALL) as Filters['kind'] })}
      />
      <Select
        label={t('material.field.tags')}
        className="w-[calc(50%-6px)] sm:w-36"
        options={[{ id: ALL, label: t('material.tag.all') }, ...tags.map((tag) => ({ id: tag, label: tag }))]}
        value={filters.tag}
        onChange={(tag) => set({ tag: tag ?? ALL })}
      />
      <DateRangePicker
        label={t('material.field.createdAt')}
        value={filters.range}
        onChange={(range) => set({ range })}
      />
      <Switch className="h-8" isSelected={filters.unused} onChange={(unused) => set({ unused })}>
        {t('material.unusedOnly')}
      </Switch>
      {view === 'grid' && (
        <Select
          label={t('material.sort')}
          className="w-full sm:w-36"
          options={MATERIAL_SORTS.map((sort) => ({ id: sort, label: t(`material.sort.${sort}`) }))}
          value={filters.sort}
          onChange={(sort) => set({ sort: (sort ?? filters.sort) as MaterialSort })}
        />
      )}
      <RadioGroup
        aria-label={t('material.view')}
        variant="button"
        className="ml-auto"
        value={view}
        onChange={(next) => onViewChange(next as ViewMode)}
      >
        <Radio value="grid">
          <LayoutGrid aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('material.view.grid')}</span>
        </Radio>
        <Radio value="list">
          <List aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('material.view.list')}</span>
        </Radio>
      </RadioGroup>
    </div>
  );
}
