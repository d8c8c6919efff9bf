/**
 * The fitment screen's form and preview: theme colour, bottom navigation, "mine" page and launch screen on the
 * left, the phone preview on the right (below on a phone). The draft saves itself (use-fitment-draft.ts);
 * publishing saves first, asks, and makes the draft the live look; versions can be restored into the draft.
 * Without content:write everything is shown but nothing can be changed; publishing needs content:publish.
 */
import { useStore } from '@nanostores/react';
import type { FitmentDraft } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { usePermission } from '@soundboard/ui/widgets/use-permission.ts';
import { History, Save, Send } from 'lucide-react';
import { useState } from 'react';
import { fitmentApi } from '../../../api/fitment';
import { useT } from '../../../i18n/use-t';
import { useLeaveGuard } from '../../../lib/leave-guard';
import { $locale } from '../../../stores/locale';
import { SaveStatus } from '../editor/save-status';
import { FitmentPreview } from './fitment-preview';
import { FitmentVersions } from './fitment-versions';
import { LaunchSection } from './launch-section';
import { MineSection } from './mine-section';
import { TabBarSection } from './tab-bar-section';
import { ThemeSection } from './theme-section';
import { useFitmentDraft } from './use-fitment-draft';

export interface FitmentEditorProps {
  title: string;
  draft: FitmentDraft;
  /** Load the draft again (after a conflict). */
  onReload: () => void;
  /** A version was restored into the draft: the form starts again from it. */
  onRestored: (draft: FitmentDraft) => void;
  /** Counts the drafts the page has handed in (the colour field starts again on a new one). */
  generation: number;
}

export function FitmentEditor({ title, draft, onReload, onRestored, generation }: FitmentEditorProps) {
  const t = useT();
  const locale = useStore($locale);
  const canWrite = usePermission('content:write');
  const canPublish = usePermission('content:publish');
  const fitment = useFitmentDraft(draft, canWrite);
  const { document, change, issues } = fitment;
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const readOnly = !canWrite;

  useLeaveGuard(fitment.hasChanges, async () => {
    if (await fitment.flush()) return true;
    return confirm({
      title: t('fitment.leave.title'),
      content: t('fitment.leave.content'),
      okText: t('fitment.leave.ok'),
      danger: true,
    });
  });

  const publish = async () => {
    if (!(await fitment.flush())) return;
    const ok = await confirm({
      title: t('fitment.publish.confirmTitle'),
      content: t('fitment.publish.confirmContent'),
      okText: t('fitment.publish.action'),
    });
    if (!ok) return;
    setPublishing(true);
    try {
      const version = await fitmentApi.publish(fitment.draftVersion());
      fitment.published();
      toast.success(t('fitment.publish.done', { number: version.number }));
    } catch {
      // The client has said what failed (a conflict: the draft changed elsewhere, see the status).
    } finally {
      setPublishing(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="m-0 min-w-0 flex-1 truncate text-2xl font-medium text-default">{title}</h1>
        {fitment.unpublished && <span className="text-sm text-warning-text">{t('fitment.unpublished')}</span>}
        {canWrite && <SaveStatus state={fitment.state} savedAt={fitment.savedAt} keys="fitment.status" />}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" icon={<History />} onPress={() => setVersionsOpen(true)}>
            {t('fitment.versions.open')}
          </Button>
          {canWrite && (
            <Button
              size="sm"
              icon={<Save />}
              isPending={fitment.state === 'saving'}
              aria-keyshortcuts="Control+S"
              onPress={() => void fitment.flush()}
            >
              {t('fitment.save')}
            </Button>
          )}
          {canPublish && canWrite && (
            <Button
              size="sm"
              variant="primary"
              icon={<Send />}
              isPending={publishing}
              isDisabled={!fitment.unpublished && fitment.state === 'saved'}
              onPress={() => void publish()}
            >
              {t('fitment.publish.action')}
            </Button>
          )}
        </div>
      </div>
      {readOnly && <Alert status="info">{t('fitment.readOnly')}</Alert>}
      {fitment.state === 'conflict' && (
        <Alert status="warning" title={t('fitment.conflict.title')}>
          <p className="mb-2">{t('fitment.conflict.content')}</p>
          <Button size="sm" onPress={onReload}>
            {t('fitment.conflict.reload')}
          </Button>
        </Alert>
      )}
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-4">
          <ThemeSection
            generation={generation}
            value={document.themeColor}
            issues={issues}
            readOnly={readOnly}
            onChange={(update) => change((now) => ({ ...now, themeColor: update(now.themeColor) }))}
          />
          <TabBarSection
            value={document.tabBar.items}
            issues={issues}
            readOnly={readOnly}
            onChange={(update) => change((now) => ({ ...now, tabBar: { items: update(now.tabBar.items) } }))}
          />
          <MineSection
            value={document.mine}
            issues={issues}
            readOnly={readOnly}
            onChange={(update) => change((now) => ({ ...now, mine: update(now.mine) }))}
          />
          <LaunchSection
            value={document.launch}
            issues={issues}
            readOnly={readOnly}
            onChange={(update) => change((now) => ({ ...now, launch: update(now.launch) }))}
          />
        </div>
        <aside aria-label={t('fitment.preview.title')} className="flex justify-center xl:sticky xl:top-4">
          <FitmentPreview document={document} locale={locale} />
        </aside>
      </div>
      {versionsOpen && (
        <FitmentVersions
          canRestore={canWrite}
          prepare={fitment.flush}
          onClose={() => setVersionsOpen(false)}
          onRestored={(restored) => {
            setVersionsOpen(false);
            onRestored(restored);
          }}
        />
      )}
    </div>
  );
}
