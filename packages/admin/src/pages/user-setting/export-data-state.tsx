/**
 * What the export section shows for each state of the user's export (none yet, running with its progress, ready
 * with its file and expiry, expired, failed) and the action each one offers.
 */
import type { DataExport } from '@soundboard/contract';
import { Alert } from '@soundboard/ui/feedback/alert.tsx';
import { ProgressBar } from '@soundboard/ui/feedback/progress-bar.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { formatSize } from '@soundboard/ui/pickers/upload-files.ts';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';

export interface ExportDataStateProps {
  current: DataExport | null;
  downloading: boolean;
  onStart: () => void;
  onDownload: (current: DataExport) => void;
}

export function ExportDataState({ current, downloading, onStart, onDownload }: ExportDataStateProps) {
  const t = useT();
  const start = (label: string) => (
    <div>
      <Button variant="primary" onPress={onStart}>
        {label}
      </Button>
    </div>
  );

  if (current === null) {
    return (
      <>
        <p className="text-sm text-secondary">{t('dataExport.none')}</p>
        {start(t('dataExport.start'))}
      </>
    );
  }
  switch (current.state) {
    case 'running':
      // Nothing done yet: the job waits for the runner's next pass, so no steps are counted.
      return current.done === 0 ? (
        <ProgressBar className="max-w-md" label={t('dataExport.waiting')} isIndeterminate />
      ) : (
        <ProgressBar
          className="max-w-md"
          label={t('dataExport.running')}
          value={current.done}
          maxValue={current.total}
          valueLabel={t('dataExport.progress', { done: current.done, total: current.total })}
        />
      );
    case 'ready':
      return (
        <>
          <Alert status="success" title={t('dataExport.ready')} className="max-w-2xl">
            <span className="break-words">
              {t('dataExport.readyDetail', {
                file: current.fileName ?? '',
                size: formatSize(current.size ?? 0),
                time: formatDateTime(current.expiresAt ?? ''),
              })}
            </span>
          </Alert>
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" isPending={downloading} onPress={() => onDownload(current)}>
              {t('dataExport.download')}
            </Button>
            <Button onPress={onStart}>{t('dataExport.again')}</Button>
          </div>
        </>
      );
    case 'expired':
      return (
        <>
          <p className="text-sm text-secondary">
            {t('dataExport.expired', { time: formatDateTime(current.expiresAt ?? current.requestedAt) })}
          </p>
          {start(t('dataExport.start'))}
        </>
      );
    case 'failed':
      return (
        <>
          <Alert status="error" className="max-w-2xl">
            {t('dataExport.failed')}
          </Alert>
          {start(t('dataExport.retry'))}
        </>
      );
  }
}
