/**
 * Upload: a drop zone (with a "choose files" button, so it works by keyboard) or, compact, a button alone; and a
 * file list with progress, errors, image previews and remove. Files failing `accept` / `maxSize` are listed with
 * a translated reason and never sent. The transport is a prop, so the app decides where files go; removing a file
 * aborts its upload.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fieldStack, Label } from '../forms/field-parts';
import { format, useMessages } from '../i18n/messages';
import { cn } from '../lib/cn';
import { uploadMessages } from './upload.messages';
import { checkFile, formatSize } from './upload-files';
import { type UploadItem, UploadList } from './upload-list';
import { UploadButton, UploadDropZone } from './upload-trigger';

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
  /** 'compact': a button only (its text is the label), no drop zone, for a tight spot such as under an avatar. */
  variant?: 'dropzone' | 'compact';
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
  variant = 'dropzone',
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
    // One file: the new choice replaces the old, whose upload must not finish (and report) after it.
    if (!multiple) for (const old of itemsRef.current) stop(old);
    setItems((all) => (multiple ? [...all, ...added] : added));
    for (const item of added) if (item.status === 'uploading') start(item);
  };

  /** Aborts an item's upload and frees its preview. */
  const stop = (item: UploadItem<R>) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
  };

  const remove = (key: string) => {
    const item = itemsRef.current.find((candidate) => candidate.key === key);
    if (!item) return;
    stop(item);
    setItems((all) => all.filter((candidate) => candidate.key !== key));
    onRemove?.(item.file);
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
    <div className={fieldStack(cn('gap-2', className))}>
      {variant === 'compact' ? (
        <UploadButton label={label} accept={accept} maxSize={maxSize} multiple={multiple} onFiles={add} />
      ) : (
        <>
          {label && <Label elementType="span">{label}</Label>}
          <UploadDropZone accept={accept} maxSize={maxSize} multiple={multiple} onFiles={add} />
        </>
      )}
      <UploadList items={items} onRemove={remove} />
    </div>
  );
}
