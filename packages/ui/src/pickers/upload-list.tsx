/** Upload's file list: one row per file with its preview, progress, status or error, and a remove button. */
import { FileText, X } from 'lucide-react';
import { Button } from 'react-aria-components';
import { ProgressBar } from '../feedback/progress-bar';
import { format, useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { uploadMessages } from './upload.messages';
import { formatSize } from './upload-files';

export interface UploadItem<R = unknown> {
  key: string;
  file: File;
  status: 'uploading' | 'done' | 'error';
  /** 0..100 */
  progress: number;
  error?: string;
  /** Object URL of an image file, revoked when the row goes away. */
  previewUrl?: string;
  result?: R;
}

export function UploadList({ items, onRemove }: { items: UploadItem[]; onRemove: (key: string) => void }) {
  const t = useMessages(uploadMessages);
  if (items.length === 0) return null;
  return (
    <ul aria-label={t.files} data-slot="file-list" className="flex flex-col gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          data-status={item.status}
          className="flex items-center gap-3 rounded-md border border-default bg-surface px-3 py-2 data-[status=error]:border-danger-border"
        >
          {item.previewUrl ? (
            <img src={item.previewUrl} alt="" className="size-10 shrink-0 rounded-sm object-cover" />
          ) : (
            <FileText aria-hidden="true" className="size-5 shrink-0 text-muted" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="truncate text-default">{item.file.name}</span>
              <span className="shrink-0 text-xs text-muted">{formatSize(item.file.size)}</span>
            </div>
            {item.status === 'uploading' && <ProgressBar aria-label={item.file.name} value={item.progress} size="sm" />}
            {item.status === 'done' && <span className="text-xs text-success-text">{t.done}</span>}
            {item.status === 'error' && (
              <span role="alert" className="text-xs text-danger-text">
                {item.error}
              </span>
            )}
          </div>
          <Button
            aria-label={format(t.remove, { name: item.file.name })}
            onPress={() => onRemove(item.key)}
            className={cx(
              'shrink-0 rounded-sm p-1 text-muted data-hovered:bg-fill-2 data-hovered:text-default',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
