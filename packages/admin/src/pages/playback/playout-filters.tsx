/**
 * The playout history's filters: store, then one of its players, kind, days and title. They apply on "Search"
 * (or Enter) and go into the URL; the form follows the URL when it changes elsewhere (the store detail's link).
 */
import { store } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { DateRangePicker } from '@soundboard/ui/pickers/date-range-picker.tsx';
import { SearchSelect } from '@soundboard/ui/pickers/search-select.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { referenceSearch } from '../../resource/references';
import { useReferenceName } from '../../resource/use-reference-name';
import { type PlayoutFilters as Filters, writePlayoutSearch } from './playout-query';
import { useStorePlayerOptions } from './use-store-players';

const ANY = 'any';

export function PlayoutFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<Filters>(value);
  const applied = writePlayoutSearch(value);
  // `applied` stands for `value` (a new object each render): the form follows the URL, not each render.
  useEffect(() => setDraft(value), [applied]);
  const set = (patch: Filters) => setDraft((current) => ({ ...current, ...patch }));
  const storeName = useReferenceName(store, draft.storeId);
  const players = useStorePlayerOptions(draft.storeId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() });
  };
  return (
    <search aria-label={t('playback.playout.filters')}>
      <form onSubmit={submit} className="grid grid-cols-1 items-end gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
        <SearchSelect
          label={t('playback.playout.store')}
          value={draft.storeId ?? null}
          selectedLabel={storeName}
          search={referenceSearch(store)}
          // Another store's player would match nothing.
          onChange={(id) => set({ storeId: id ?? undefined, playerId: undefined })}
        />
        <Select
          label={t('playback.playout.player')}
          isDisabled={!draft.storeId}
          description={draft.storeId ? undefined : t('playback.playout.playerHint')}
          options={[{ id: ANY, label: t('playback.playout.anyPlayer') }, ...players]}
          value={draft.playerId ?? ANY}
          onChange={(id) => set({ playerId: id && id !== ANY ? id : undefined })}
        />
        <Select
          label={t('playback.playout.kind')}
          options={[
            { id: ANY, label: t('playback.playout.anyKind') },
            { id: 'track', label: t('playback.kind.track') },
            { id: 'announcement', label: t('playback.kind.announcement') },
          ]}
          value={draft.kind ?? ANY}
          onChange={(id) => set({ kind: id && id !== ANY ? id : undefined })}
        />
        <DateRangePicker
          label={t('playback.playout.days')}
          value={draft.from && draft.to ? { start: draft.from, end: draft.to } : null}
          onChange={(range) => set({ from: range?.start, to: range?.end })}
        />
        <TextField label={t('playback.playout.titleSearch')} value={draft.q ?? ''} onChange={(q) => set({ q })} />
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            {t('playback.playout.apply')}
          </Button>
          <Button
            type="button"
            onPress={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('playback.playout.reset')}
          </Button>
        </div>
      </form>
    </search>
  );
}
