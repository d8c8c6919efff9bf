/**
 * Upload: a drop zone (with a "choose files" button, so it works by keyboard) and a file list with progress,
 * errors, image previews and remove. Files failing `accept` / `maxSize` are listed with a translated reason and
 * never sent. The transport is a prop, so the app decides where files go; removing a file aborts its upload.
 */
import { UploadCloud } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, DropZone, FileTrigger, Text } from 'react-aria-components';
import { fieldStack, Label } from '../forms/field-parts';
import { format, useMessages } from '../i18n/messages';
import { cx } from '../lib/compose';
import { focusRing } from '../lib/focus-ring';
import { uploadMessages } from './upload.messages';
import { checkFile, formatSize } from './upload-files';
import { type UploadItem, UploadList } from './upload-list';

export type { UploadItem } from './upload-list';

export type UploadTransport<R = unknown> = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<R>;

export interface UploadProps<R = unknown> {
  upload: UploadTransport<R>;
  label?: ReactNode;
  /** As <input accept>: ['image/*', '.pdf'] */
  accept?: string[];
  /** Bytes. */
  maxSize?: number;
  multiple?: boolean;
  onUploaded?: (file: File, result: R) => void;
  onRemove?: (file: File) => void;
  className?: string;
}

let nextKey = 0;

export function Upload<R>({
  upload,
  label,
  accept,
  maxSize,
  multiple = true,
  onUploaded,
  onRemove,
  className,
}: UploadProps<R>) {
  const t = useMessages(uploadMessages);
  const [items, setItems] = useState<UploadItem<R>[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const patch = (key: string, change: Partial<UploadItem<R>>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (item: UploadItem<R>) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    upload(item.file, { onProgress: (progress) => patch(item.key, { progress }), signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        patch(item.key, { status: 'done', progress: 100, result });
        onUploaded?.(item.file, result);
      },
      () => {
        if (!controller.signal.aborted) patch(item.key, { status: 'error', error: t.failed });
      },
    );
  };

  const add = (files: File[]) => {
    const added = (multiple ? files : files.slice(0, 1)).map((file): UploadItem<R> => {
      const problem = checkFile(file, { accept, maxSize });
      const key = `f${nextKey++}`;
      if (problem) {
        const error = problem === 'type' ? t.typeNotSupported : format(t.tooLarge, { size: formatSize(maxSize ?? 0) });
        return { key, file, status: 'error', progress: 0, error };
      }
      const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined;
      return { key, file, status: 'uploading', progress: 0, previewUrl };
    });
    setItems((all) => (multiple ? [...all, ...added] : added));
    for (const item of added) if (item.status === 'uploading') start(item);
  };

  const remove = (key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    setItems((all) => all.filter((candidate) => candidate.key !== key));
    if (item) onRemove?.(item.file);
  };

  // Leaving the page: stop uploads and free the previews.
  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  return (
    <div className={fieldStack(cx('gap-2', className))}>
      {label && <Label elementType="span">{label}</Label>}
      <DropZone
        aria-label={t.choose}
        onDrop={async (event) => {
          const files = event.items.filter((item) => item.kind === 'file');
          add(await Promise.all(files.map((item) => item.getFile())));
        }}
        className={cx(
          'flex flex-col items-center gap-2 rounded-lg border border-dashed border-strong bg-fill-1 px-6 py-6 text-center',
          'data-drop-target:border-primary data-drop-target:bg-primary-subtle',
          focusRing,
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-muted" />
        <Text slot="label" className="text-sm text-secondary">
          {t.dropHint}
        </Text>
        <FileTrigger acceptedFileTypes={accept} allowsMultiple={multiple} onSelect={(list) => list && add([...list])}>
          <Button
            className={cx(
              'rounded-md border border-primary-border bg-surface px-3 py-1 text-sm text-primary-text',
              'data-hovered:bg-primary-subtle data-pressed:bg-primary-subtle',
              focusRing,
            )}
          >
            {t.choose}
          </Button>
        </FileTrigger>
        {maxSize !== undefined && (
          <span className="text-xs text-muted">{format(t.limits, { size: formatSize(maxSize) })}</span>
        )}
      </DropZone>
      <UploadList items={items} onRemove={remove} />
    </div>
  );
}
