/**
 * The template's published versions, newest first: each can be looked at in the phone frame and restored into
 * the draft (after a confirm; the draft is replaced, and goes live only when published again).
 */
import type { TemplateDraft, TemplateVersion, TemplateVersionSummary } from '@soundboard/contract';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Drawer } from '@soundboard/ui/overlays/drawer.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import type { CanvasSize } from '@soundboard/ui/page-editor/types.ts';
import { useEffect, useState } from 'react';
import { decorationApi } from '../../../api/decoration';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../lib/format-date';
import { DocumentView } from './document-view';

export function VersionsDrawer({
  templateId,
  size,
  canRestore,
  prepare,
  onRestored,
  onClose,
}: {
  templateId: number;
  size: CanvasSize;
  canRestore: boolean;
  /** Saves what is on screen first (a pending autosave must not land on the restored draft). */
  prepare: () => Promise<boolean>;
  onRestored: (draft: TemplateDraft) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [versions, setVersions] = useState<TemplateVersionSummary[] | null>(null);
  const [viewing, setViewing] = useState<TemplateVersion | null>(null);
  useEffect(() => {
    decorationApi.versions(templateId).then(setVersions, () => setVersions([]));
  }, [templateId]);

  const restore = (number: number) =>
    confirm({
      title: t('decoration.editor.restore.title', { number }),
      content: t('decoration.editor.restore.content'),
      okText: t('decoration.editor.restore'),
      onOk: async () => {
        await prepare();
        const draft = await decorationApi.restore(templateId, number);
        toast.success(t('decoration.editor.restored', { number }));
        onRestored(draft);
      },
    });

  return (
    <Drawer
      isOpen
      width={viewing ? 760 : 420}
      title={t('decoration.editor.versions')}
      onOpenChange={(open) => !open && onClose()}
    >
      <div className="flex flex-wrap items-start gap-6">
        <section aria-label={t('decoration.editor.versions')} className="flex min-w-0 flex-1 flex-col gap-2">
          {versions === null && <Skeleton rows={4} />}
          {versions?.length === 0 && <p className="m-0 text-sm text-muted">{t('decoration.editor.noVersions')}</p>}
          <ol className="m-0 flex list-none flex-col gap-2 p-0">
            {versions?.map((version, index) => (
              <li
                key={version.number}
                data-version={version.number}
                className="flex flex-col gap-1 rounded-md border border-subtle p-3"
              >
                <div className="flex items-center gap-2">
                  <h3 className="m-0 text-sm font-semibold text-default">
                    {t('decoration.editor.version', { number: version.number })}
                  </h3>
                  {index === 0 && (
                    <StatusTag color="success" size="sm">
                      {t('decoration.editor.newest')}
                    </StatusTag>
                  )}
                </div>
                <p className="m-0 text-xs text-secondary">
                  {version.publishedBy
                    ? t('decoration.editor.publishedBy', {
                        time: formatDateTime(version.publishedAt),
                        name: version.publishedBy,
                      })
                    : formatDateTime(version.publishedAt)}
                </p>
                {version.note && <p className="m-0 text-sm text-default">{version.note}</p>}
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    aria-label={t('decoration.editor.viewVersion', { number: version.number })}
                    onPress={() => decorationApi.version(templateId, version.number).then(setViewing, () => undefined)}
                  >
                    {t('decoration.editor.view')}
                  </Button>
                  {canRestore && (
                    <Button
                      size="sm"
                      aria-label={t('decoration.editor.restoreVersion', { number: version.number })}
                      onPress={() => void restore(version.number)}
                    >
                      {t('decoration.editor.restore')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
        {viewing && (
          <DocumentView
            key={viewing.number}
            document={viewing.document}
            size={size}
            label={t('decoration.editor.versionPhone', { number: viewing.number })}
          />
        )}
      </div>
    </Drawer>
  );
}
