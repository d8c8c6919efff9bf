/**
 * The library's uploads: each chosen file is probed in the browser (probe.ts), then sent with its meta and
 * thumbnail through the client's upload (progress); two at a time, so a batch of many files neither waits in one
 * line nor floods the server. Each row keeps its own outcome: done, already in the library (the server answered
 * the existing material: nothing stored), or a translated refusal: the screen's own (`refuse`, e.g. too large,
 * never sent) or the server's.
 */
import type { LibraryVisibility, Material } from '@soundboard/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadMaterial } from '../../api/materials';
import { uploadExtras } from './probe';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'existing' | 'failed';

export interface UploadRow {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..100 */
  progress: number;
  error?: string;
  material?: Material;
}

const PARALLEL = 2;
let nextKey = 0;

/** Where new files go and who may see them (chosen above the drop zone). */
export interface Filing {
  categoryId: number | null;
  visibility: LibraryVisibility;
}

async function send(file: File, filing: Filing, signal: AbortSignal, onProgress: (n: number) => void) {
  const { meta, thumbnail } = await uploadExtras(file, filing.categoryId);
  return uploadMaterial(file, { meta: { ...meta, visibility: filing.visibility }, thumbnail, onProgress, signal });
}

/** Why a file is not sent at all (a translated message), or null to send it. */
export type Refuse = (file: File) => string | null;

export function useUploadQueue(
  filing: Filing,
  onUploaded: (material: Material, existing: boolean) => void,
  refuse: Refuse = () => null,
) {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const waiting = useRef<UploadRow[]>([]);
  const running = useRef(new Map<string, AbortController>());
  const latest = useRef({ filing, onUploaded, refuse });
  latest.current = { filing, onUploaded, refuse };

  const patch = useCallback(
    (key: string, change: Partial<UploadRow>) =>
      setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [],
  );

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL && waiting.current.length > 0) {
      const row = waiting.current.shift() as UploadRow;
      const controller = new AbortController();
      running.current.set(row.key, controller);
      patch(row.key, { status: 'uploading' });
      void send(row.file, latest.current.filing, controller.signal, (progress) => patch(row.key, { progress }))
        .then(
          (answer) => {
            patch(row.key, { status: answer.existing ? 'existing' : 'done', progress: 100, material: answer.material });
            latest.current.onUploaded(answer.material, answer.existing);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            patch(row.key, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
          },
        )
        .finally(() => {
          running.current.delete(row.key);
          pump();
        });
    }
  }, [patch]);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file): UploadRow => {
        const error = latest.current.refuse(file);
        const row: UploadRow = { key: `u${nextKey++}`, file, status: 'waiting', progress: 0 };
        return error === null ? row : { ...row, status: 'failed', error };
      });
      setRows((all) => [...all, ...added]);
      waiting.current.push(...added.filter((row) => row.status === 'waiting'));
      pump();
    },
    [pump],
  );

  const remove = useCallback((key: string) => {
    running.current.get(key)?.abort();
    waiting.current = waiting.current.filter((row) => row.key !== key);
    setRows((all) => all.filter((row) => row.key !== key));
  }, []);

  /** Forgets the finished rows (the running ones stay). */
  const clearFinished = useCallback(
    () => setRows((all) => all.filter((row) => row.status === 'waiting' || row.status === 'uploading')),
    [],
  );

  // Leaving the page stops what is still running.
  useEffect(
    () => () => {
      for (const controller of running.current.values()) controller.abort();
    },
    [],
  );

  return { rows, add, remove, clearFinished };
}
