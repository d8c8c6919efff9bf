/**
 * The category page's filters: the product kinds as chips (all, or one), the sort order, and a price range typed
 * in yuan and handed over in fen. Each change calls onFilter with the whole new filter.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { focusRingNative } from '../../lib/focus-ring';
import { look } from '../look';
import type { StorefrontText } from '../storefront.messages';
import type { StorefrontProductFilter } from '../types';
import { kindLabel } from './labels';

const SORTS = ['newest', 'priceAsc', 'priceDesc', 'name'] as const;
const SORT_LABELS = {
  newest: 'sortNewest',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
  name: 'sortName',
} as const;

const control = `${focusRingNative} h-9 rounded-md border px-2 text-sm ${look.line} ${look.card} ${look.text}`;

/** Yuan as typed ('12.5') to fen (1250); null for nothing or not a price. */
export function yuanToFen(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const fenToYuan = (fen: number | null) => (fen === null ? '' : String(fen / 100));

export interface CategoryFiltersProps {
  kinds: readonly string[];
  filter: StorefrontProductFilter;
  onFilter: (filter: StorefrontProductFilter) => void;
  text: StorefrontText;
}

export function CategoryFilters({ kinds, filter, onFilter, text }: CategoryFiltersProps) {
  const priceId = useId();
  const [min, setMin] = useState(fenToYuan(filter.min));
  const [max, setMax] = useState(fenToYuan(filter.max));
  useEffect(() => {
    setMin(fenToYuan(filter.min));
    setMax(fenToYuan(filter.max));
  }, [filter.min, filter.max]);
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...filter, min: yuanToFen(min), max: yuanToFen(max) });
  };
  const chip = (kind: string | null) => {
    const current = filter.kind === kind;
    return (
      <li key={kind ?? ''}>
        <button
          type="button"
          aria-pressed={current}
          onClick={() => onFilter({ ...filter, kind })}
          className={`${focusRingNative} h-8 shrink-0 rounded-full border px-3 text-sm whitespace-nowrap ${current ? `${look.themeBg} border-transparent` : `${look.card} ${look.line} ${look.text}`}`}
        >
          {kind ? kindLabel(kind, text) : text.allKinds}
        </button>
      </li>
    );
  };
  return (
    <div className={`flex flex-col gap-3 px-3 py-3 ${look.card}`}>
      <ul aria-label={text.productKinds} className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1">
        {chip(null)}
        {kinds.map(chip)}
      </ul>
      <div className="flex flex-wrap items-end gap-3">
        <label className={`flex flex-col gap-1 text-xs ${look.muted}`}>
          {text.sort}
          <select
            value={filter.sort}
            onChange={(event) => onFilter({ ...filter, sort: event.target.value as StorefrontProductFilter['sort'] })}
            className={control}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {text[SORT_LABELS[sort]]}
              </option>
            ))}
          </select>
        </label>
        <form onSubmit={applyPrice} aria-labelledby={priceId} className={`flex flex-col gap-1 text-xs ${look.muted}`}>
          <span id={priceId}>{text.priceRange}</span>
          <div className="flex items-center gap-1.5">
            <PriceInput label={text.priceMin} value={min} onChange={setMin} />
            <span aria-hidden>–</span>
            <PriceInput label={text.priceMax} value={max} onChange={setMax} />
            <button type="submit" className={`${control} font-medium ${look.theme}`}>
              {text.applyPrice}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

function PriceInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="relative">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="pointer-events-none absolute top-1/2 left-2 -translate-y-1/2 text-sm">
        ¥
      </span>
      <input
        type="text"
        inputMode="decimal"
        pattern="\d*(\.\d{0,2})?"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${control} w-20 pl-5 tabular-nums`}
      />
    </label>
  );
}
