/**
 * The fitment's published versions, newest first (number, who, when, note), each with "Restore into draft"
 * for writers: it asks first, then the version's look becomes the draft (the live look changes only when
 * that draft is published).
 */
import type { FitmentDraft, TemplateVersionSummary } from '@soundboard/contract';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Modal } from '@soundboard/ui/overlays/modal.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { RotateCcw } from 'lucide-react';
import { fitmentApi } from '../../../api/fitment';
import { useT } from '../../../i18n/use-t';
import { LoadFailed } from '../../../layout/load-failed';
import { formatDateTime } from '../../../lib/format-date';
import { useLatestLoad } from '../../../lib/use-latest-load';

export interface FitmentVersionsProps {
  canRestore: boolean;
  /** Saves what is unsaved before a restore replaces it (false: it could not be saved). */
  prepare: () => Promise<boolean>;
  onClose: () => void;
  onRestored: (draft: FitmentDraft) => void;
}

export function FitmentVersions({ canRestore, prepare, onClose, onRestored }: FitmentVersionsProps) {
  const t = useT();
  const { data, failed, reload } = useLatestLoad(fitmentApi.versions);

  const restore = async (version: TemplateVersionSummary) => {
    const ok = await confirm({
      title: t('fitment.versions.confirmTitle', { number: version.number }),
      content: t('fitment.versions.confirmContent'),
      okText: t('fitment.versions.restore'),
    });
    if (!ok || !(await prepare())) return;
    try {
      const draft = await fitmentApi.restore(version.number);
      toast.success(t('fitment.versions.restored', { number: version.number }));
      onRestored(draft);
    } catch {
      // The client has said what failed.
    }
  };

  return (
    <Modal title={t('fitment.versions.title')} isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      {failed ? (
        <LoadFailed title={t('fitment.versions.failed')} onRetry={reload} />
      ) : !data ? (
        <Skeleton rows={4} />
      ) : data.length === 0 ? (
        <Empty description={t('fitment.versions.none')} />
      ) : (
        <ol aria-label={t('fitment.versions.title')} className="m-0 flex list-none flex-col gap-2 p-0">
          {data.map((version, index) => (
            <li
              key={version.number}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-subtle px-3 py-2"
            >
              <span className="text-sm font-semibold text-primary-text">
                {t('fitment.versions.number', { number: version.number })}
              </span>
              {index === 0 && <span className="text-xs text-success-text">{t('fitment.versions.live')}</span>}
              <span className="min-w-0 flex-1 text-xs text-secondary">
                {[version.publishedBy ?? t('fitment.versions.someone'), formatDateTime(version.publishedAt)].join(
                  ' · ',
                )}
                {version.note && ` · ${version.note}`}
              </span>
              {canRestore && (
                <Button
                  size="sm"
                  variant="text"
                  icon={<RotateCcw />}
                  aria-label={t('fitment.versions.restoreNumber', { number: version.number })}
                  onPress={() => void restore(version)}
                >
                  {t('fitment.versions.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
