/**
 * The media library (/store/material, material:read; changes need material:write): the `material` category tree
 * on the left, filters, grid or list of materials with multiple selection and bulk move / download / delete,
 * uploads of several files at once, and a detail drawer per material. The API is contract media/materials.ts.
 */
import { MATERIAL_PAGE_SIZES, type Material } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Pagination } from '@soundboard/ui/navigation/pagination.tsx';
import { Upload } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import { BulkBar } from './bulk-bar';
import { CategoryPanel } from './category-panel';
import type { ViewMode } from './filters';
import { MaterialDetailDrawer } from './material-detail';
import { MaterialGridView } from './material-grid-view';
import { MaterialListView } from './material-list-view';
import { MaterialToolbar } from './material-toolbar';
import { UploadPanel } from './upload-panel';
import { useCategoryName } from './use-category-name';
import { useLibrary } from './use-library';

export default function MaterialPage(_props: PageProps) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const canWrite = useCan()('material:write');
  const library = useLibrary();
  const { reload, page } = library;
  const [view, setView] = useState<ViewMode>('grid');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [detail, setDetail] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const categoryOf = useCategoryName(library.nodes);
  const open = useCallback((material: Material) => setDetail(material.id), []);
  const uploaded = useCallback(
    (material: Material, existing: boolean) => {
      reload();
      if (!existing) return;
      // The same content is already here: point at it instead of a copy.
      toast.info(t('material.upload.existingToast', { name: material.name }));
      setSelected((old) => new Set(old).add(material.id));
    },
    [reload, t],
  );
  const numericCategory = /^\d+$/.test(library.category) ? Number(library.category) : null;
  const loading = !page && !library.failed;
  const viewProps = { rows: page?.list ?? [], loading, selected, onSelectionChange: setSelected, onOpen: open };

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId}>
      <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-4">
        <div className="min-w-0">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t('menu.store.material')}
          </h1>
          <p className="mt-1 text-secondary">{t('material.subtitle')}</p>
        </div>
        {canWrite && (
          <Button
            variant="primary"
            icon={<Upload />}
            aria-expanded={uploading}
            onPress={() => setUploading(!uploading)}
          >
            {t('material.upload')}
          </Button>
        )}
      </header>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <CategoryPanel nodes={library.nodes} value={library.category} onChange={library.setCategory} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {uploading && <UploadPanel categoryId={numericCategory} onUploaded={uploaded} />}
          <div className="rounded-lg bg-surface p-4">
            <MaterialToolbar
              filters={library.filters}
              onChange={library.setFilters}
              tags={library.tags}
              view={view}
              onViewChange={setView}
            />
          </div>
          <BulkBar
            selected={selected}
            known={library.known}
            nodes={library.nodes}
            canWrite={canWrite}
            onChanged={reload}
            onClear={() => setSelected(new Set())}
            onRefused={setRefusal}
          />
          {refusal !== null && (
            <Alert status="error" title={t('material.delete.refused')} closable onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          )}
          {library.failed && <LoadFailed title={t('material.failed')} onRetry={reload} />}
          {view === 'grid' ? (
            <MaterialGridView {...viewProps} />
          ) : (
            <MaterialListView
              {...viewProps}
              categoryOf={categoryOf}
              sort={library.filters.sort}
              onSortChange={(sort) => library.setFilters({ ...library.filters, sort })}
            />
          )}
          <Pagination
            total={page?.total ?? 0}
            page={library.paging.page}
            pageSize={library.paging.pageSize}
            pageSizeOptions={[...MATERIAL_PAGE_SIZES]}
            onChange={(next, pageSize) => library.setPaging({ page: next, pageSize })}
            showTotal
            showSizeChanger
            className="self-end"
          />
        </div>
      </div>
      {detail !== null && (
        <MaterialDetailDrawer
          id={detail}
          nodes={library.nodes}
          canWrite={canWrite}
          onClose={() => setDetail(null)}
          onChanged={reload}
        />
      )}
    </section>
  );
}
