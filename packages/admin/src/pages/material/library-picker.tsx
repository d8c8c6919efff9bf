/**
 * Choosing materials from the library for another record (product images today, any later editor): a dialog
 * with the library's categories, search, the grid with check boxes, and an upload inside (what is uploaded, or
 * already in the library, comes back chosen). Loaded lazily by the fields that open it.
 */

import { useStore } from '@nanostores/react';
import type { MaterialKind } from '@soundboard/contract';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listCategories, listMaterials } from '../../api/materials';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $locale } from '../../stores/locale';
import { ALL, categoryOptions, UNFILED } from './category-options';
import { NO_FILTERS, toQuery } from './filters';
import { MaterialGridView } from './material-grid-view';
import { UploadPanel } from './upload-panel';

const PAGE_SIZE = 24;

export default function LibraryPicker({
  kind,
  max,
  exclude = [],
  onChoose,
  onClose,
}: {
  kind: MaterialKind;
  /** How many may be chosen. */
  max: number;
  /** Ids already in the field (not offered again). */
  exclude?: readonly number[];
  onChoose: (ids: number[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [category, setCategory] = useState(ALL);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  const query = useMemo(
    () => toQuery(category, { ...NO_FILTERS, q, kind }, page, PAGE_SIZE),
    [category, q, kind, page],
  );
  const list = useLatestLoad(useCallback(() => listMaterials(query), [query]));
  const nodes = useLatestLoad(useCallback(() => listCategories('material'), [])).data ?? [];
  const rows = (list.data?.list ?? []).filter((material) => !exclude.includes(material.id));
  const choose = (ids: Iterable<number>) => setChosen([...ids].slice(-max));
  const { reload } = list;
  // The library's words: a form that opens the picker has not loaded them (a small dictionary, fetched once).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Without them (offline) the keys show: still usable, so the picker opens either way.
    needMessages(['materials']).finally(() => setReady(true));
  }, []);
  if (!ready) return null;

  return (
    <Modal
      isOpen
      isDismissable
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('material.picker.title')}
      footer={
        <>
          <span className="mr-auto text-sm text-muted">
            {t('material.picker.chosen', { count: chosen.length, max })}
          </span>
          <Button onPress={onClose}>{t('material.cancel')}</Button>
          <Button variant="primary" isDisabled={chosen.length === 0} onPress={() => onChoose(chosen)}>
            {t('material.picker.ok')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label={t('material.category')}
            className="min-w-0 flex-1 sm:w-44 sm:flex-none"
            options={[
              { id: ALL, label: t('material.category.all') },
              { id: UNFILED, label: t('material.category.unfiled') },
              ...categoryOptions(nodes, locale),
            ]}
            value={category}
            onChange={(next) => {
              setCategory(next ?? ALL);
              setPage(1);
            }}
          />
          <form
            className="min-w-0 flex-1"
            onSubmit={(event) => {
              // The dialog sits in a form's React tree (a product's): its submit must not bubble into that one.
              event.preventDefault();
              event.stopPropagation();
              setQ(typed.trim());
              setPage(1);
            }}
          >
            <TextField
              label={t('material.search')}
              placeholder={t('material.search.hint')}
              type="search"
              value={typed}
              onChange={setTyped}
            />
          </form>
          <Button aria-expanded={uploading} onPress={() => setUploading(!uploading)}>
            {t('material.upload')}
          </Button>
        </div>
        {uploading && (
          <UploadPanel
            categoryId={/^\d+$/.test(category) ? Number(category) : null}
            onUploaded={(material) => {
              reload();
              if (material.kind === kind) choose(new Set([...chosen, material.id]));
            }}
          />
        )}
        <MaterialGridView
          rows={rows}
          loading={!list.data && !list.failed}
          selected={new Set(chosen)}
          onSelectionChange={choose}
          onOpen={(material) => choose(new Set([...chosen, material.id]))}
        />
        <Pagination
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={setPage}
          className="self-end"
        />
      </div>
    </Modal>
  );
}
