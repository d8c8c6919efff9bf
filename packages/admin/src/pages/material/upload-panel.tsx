/**
 * Uploading into the library: the kit's drop zone (several files at once) and one row per file with its own
 * progress and outcome — uploaded, already in the library (that material is selected instead), or the server's
 * translated refusal (type, size, unsafe SVG). A file over its kind's configured limit is refused on its row
 * before it is sent (size-check.ts).
 */
import { LIBRARY_VISIBILITIES, type LibraryVisibility, MATERIAL_ACCEPT, type Material } from '@soundboard/contract';
import { ProgressBar } from '@soundboard/ui/feedback/progress-bar.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { UploadDropZone } from '@soundboard/ui/pickers/upload-trigger.tsx';
import { X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { materialLimits } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { formatSize } from './format';
import { tooLarge } from './size-check';
import { type UploadRow, useUploadQueue } from './use-upload-queue';

const ACCEPT = Object.values(MATERIAL_ACCEPT).flat();

function RowStatus({ row }: { row: UploadRow }) {
  const t = useT();
  if (row.status === 'failed') {
    return (
      <span role="alert" className="text-xs text-danger-text">
        {row.error || t('material.upload.failed')}
      </span>
    );
  }
  if (row.status === 'done') return <span className="text-xs text-success-text">{t('material.upload.done')}</span>;
  if (row.status === 'existing')
    return <span className="text-xs text-warning-text">{t('material.upload.existing')}</span>;
  return (
    <ProgressBar aria-label={row.file.name} value={row.progress} isIndeterminate={row.status === 'waiting'} size="sm" />
  );
}

export function UploadPanel({
  categoryId,
  onUploaded,
}: {
  /** Where new files are filed (the category chosen on the left), or null. */
  categoryId: number | null;
  onUploaded: (material: Material, existing: boolean) => void;
}) {
  const t = useT();
  const limits = useLatestLoad(useCallback(() => materialLimits(), [])).data;
  const refuse = (file: File) => {
    const over = tooLarge(file, limits);
    return over && t('material.upload.tooLarge', { kind: t(`material.kind.${over.kind}`), limit: over.limitMb });
  };
  // Public by default: what the library is for (product pictures, articles, the storefront, players).
  const [visibility, setVisibility] = useState<LibraryVisibility>('public');
  const { rows, add, remove, clearFinished } = useUploadQueue({ categoryId, visibility }, onUploaded, refuse);
  const finished = rows.some((row) => row.status !== 'waiting' && row.status !== 'uploading');
  return (
    <section aria-label={t('material.upload')} className="flex flex-col gap-2 rounded-lg bg-surface p-4">
      <Select
        label={t('material.field.visibility')}
        description={t('material.visibility.hint')}
        className="max-w-xs"
        options={LIBRARY_VISIBILITIES.map((id) => ({ id, label: t(`material.visibility.${id}`) }))}
        value={visibility}
        onChange={(next) => next && setVisibility(next as LibraryVisibility)}
      />
      <UploadDropZone accept={ACCEPT} multiple onFiles={add} />
      {rows.length > 0 && (
        <ul aria-label={t('material.upload.files')} className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.key}
              data-status={row.status}
              className="flex items-center gap-3 rounded-md border border-default px-3 py-2 data-[status=failed]:border-danger-border"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="truncate text-default">{row.file.name}</span>
                  <span className="shrink-0 text-xs text-muted">{formatSize(row.file.size)}</span>
                </div>
                <RowStatus row={row} />
              </div>
              <Button
                iconOnly
                size="sm"
                variant="text"
                icon={<X />}
                aria-label={t('material.upload.remove', { name: row.file.name })}
                onPress={() => remove(row.key)}
              />
            </li>
          ))}
        </ul>
      )}
      {finished && (
        <Button size="sm" variant="text" className="self-end" onPress={clearFinished}>
          {t('material.upload.clear')}
        </Button>
      )}
    </section>
  );
}
