/**
 * User settings → Security → Result and export data: the user's own data as a ZIP (docs/modules/settings.md).
 * Starting is a sensitive act: the server may ask for a recent re-authentication, which the API client asks for
 * in its one dialog (layout/re-auth-dialog.tsx) before sending the start again. While the job runs, its progress is read again
 * every POLL_MS (a hidden tab's effects stop, and so does the polling); a ready file is downloaded with the
 * token like any other API file, until its expiry, when the section reads its state again.
 */
import { DATA_EXPORT_PATH, type DataExport, type DataExportStartInput, dataExportFilePath } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '../../api/http';
import { needMessages } from '../../i18n';
import { useT } from '../../i18n/use-t';
import { download } from '../../resource/download';
import { ExportDataState } from './export-data-state';

const POLL_MS = 1500;
/** setTimeout's longest wait; an expiry further away than this is read again on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const loadExport = () => request<DataExport | null>({ url: DATA_EXPORT_PATH });

function startExport(): Promise<DataExport> {
  // The CSV files' times are written in the browser's zone.
  const data: DataExportStartInput = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return request<DataExport>({ method: 'POST', url: DATA_EXPORT_PATH, data });
}

/** When to read the state again: soon while running, at the expiry when ready, never otherwise. */
function nextReadIn(current: DataExport | null): number | null {
  if (current?.state === 'running') return POLL_MS;
  if (current?.state !== 'ready' || !current.expiresAt) return null;
  const wait = Date.parse(current.expiresAt) - Date.now() + 1000;
  return wait < MAX_TIMER_MS ? Math.max(wait, 0) : null;
}

export function ExportData() {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [current, setCurrent] = useState<DataExport | null | undefined>(undefined);
  const [downloading, setDownloading] = useState(false);
  /** Where the keyboard goes once an export has started (its trigger is gone by then). */
  const stateRef = useRef<HTMLDivElement>(null);
  // A failed read keeps what is shown (and stops the polling until the next visit): the client has said why.
  const reload = useCallback(() => void loadExport().then(setCurrent, () => undefined), []);
  useEffect(() => {
    void needMessages(['data-export']).then(() => setReady(true));
    reload();
  }, [reload]);
  useEffect(() => {
    const wait = current === undefined ? null : nextReadIn(current);
    if (wait === null) return;
    const timer = setTimeout(reload, wait);
    return () => clearTimeout(timer);
  }, [current, reload]);
  if (!ready || current === undefined) return null;

  const save = async (file: DataExport) => {
    setDownloading(true);
    const saved = await download(dataExportFilePath(file.id), file.fileName ?? 'data-export.zip');
    setDownloading(false);
    if (!saved) reload(); // expired meanwhile: show it
  };

  // No pending look on the button: a spinner would keep running behind the re-authentication dialog.
  const start = async () => {
    try {
      const started = await startExport();
      setCurrent(started);
      toast.success(t('dataExport.started'));
      requestAnimationFrame(() => stateRef.current?.focus());
    } catch {
      // Already told by the client (one export at a time), or the re-authentication was cancelled.
    }
  };

  return (
    <section aria-labelledby="export-data-title" className="mt-6 flex flex-col items-start gap-3">
      <h2 id="export-data-title" className="text-base font-medium text-default">
        {t('dataExport.title')}
      </h2>
      <p className="max-w-2xl text-sm text-secondary">{t('dataExport.intro')}</p>
      <div
        ref={stateRef}
        tabIndex={-1}
        className="flex w-full flex-col gap-3 outline-none"
        data-export-state={current?.state ?? 'none'}
        aria-live="polite"
      >
        <ExportDataState
          current={current}
          downloading={downloading}
          onStart={() => void start()}
          onDownload={(file) => void save(file)}
        />
      </div>
    </section>
  );
}
