/**
 * MaterialPicker: one dialog for choosing materials from the library, for every editor that needs an image or a
 * sound. Store-agnostic: the caller's `loader` answers pages for a search, a kind and a category, its `upload`
 * transport sends files (an uploaded file appears first and chosen). Categories on the left (a select on a phone),
 * the search, the kind filter, the grid, "load more"; single or multiple choice up to `max`. Keyboard: Tab walks
 * categories → search → grid → confirm, arrows and Space choose, Escape cancels.
 */
import { type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import type { TreeNode } from '../data-display/tree';
import { Alert } from '../feedback/alert';
import { format, useMessages } from '../i18n/messages';
import { Button } from '../inputs/button';
import { Modal } from '../overlays/modal';
import type { UploadTransport } from '../pickers/upload';
import { MaterialGrid, type MaterialGridItem } from './material-grid';
import { pickerMessages } from './material-picker.messages';
import { PickerCategoryTree } from './picker-categories';
import { PickerResults } from './picker-results';
import { PickerToolbar } from './picker-toolbar';
import { type MaterialLoader, useMaterialPages } from './use-material-pages';

export type { MaterialLoader, MaterialQuery } from './use-material-pages';

export type PickerUploadTransport<T> = (
  file: File,
  options: Parameters<UploadTransport>[1] & { categoryId: string | null },
) => Promise<T>;

export interface MaterialPickerProps<T extends MaterialGridItem> {
  isOpen: boolean;
  loader: MaterialLoader<T>;
  categories?: TreeNode[];
  /** The kinds that may be chosen; the kind filter shows when there are several. Default: all four. */
  kinds?: readonly string[];
  /** Sends a file; told the category being browsed, so an upload lands there (a plain UploadTransport fits too). */
  upload?: PickerUploadTransport<T>;
  /** For the upload's file dialog, as <input accept>. */
  accept?: string[];
  /** Bytes, checked before an upload is sent. */
  maxSize?: number;
  selectionMode?: 'single' | 'multiple';
  /** The most a multiple choice may hold. */
  max?: number;
  renderThumb?: (item: T) => ReactNode;
  onConfirm: (items: T[]) => void;
  onCancel: () => void;
  title?: ReactNode;
  /** A note over the results, e.g. why the list holds only some of the library (the caller's words). */
  notice?: ReactNode;
  /** Stories draw the open dialog inside a box (see Modal). */
  portalContainer?: Element;
}

const KINDS = ['image', 'audio', 'video', 'document'];

export function MaterialPicker<T extends MaterialGridItem>(props: MaterialPickerProps<T>) {
  // Mounted only while open, so every opening starts fresh (no old search, no old choice).
  return props.isOpen ? <PickerDialog {...props} /> : null;
}

function PickerDialog<T extends MaterialGridItem>({
  loader,
  categories = [],
  kinds = KINDS,
  selectionMode = 'multiple',
  max = Number.POSITIVE_INFINITY,
  upload,
  ...props
}: MaterialPickerProps<T>) {
  const t = useMessages(pickerMessages);
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<string | null>(kinds.length === 1 ? (kinds[0] ?? null) : null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [chosen, setChosen] = useState(new Map<Key, T>());
  const [overMax, setOverMax] = useState(false);
  const pages = useMaterialPages(loader, { q, kind, kinds, categoryId }, (item) => item.id);
  const limit = selectionMode === 'single' ? 1 : max;

  /** The grid's new selection of the shown items; chosen items not shown (other pages, filters) stay chosen. */
  const choose = (keys: Set<Key>) => {
    const next = new Map(selectionMode === 'single' ? [] : chosen);
    for (const item of pages.list) if (!keys.has(item.id)) next.delete(item.id);
    for (const item of pages.list) if (keys.has(item.id)) next.set(item.id, chosen.get(item.id) ?? item);
    setOverMax(next.size > limit);
    if (next.size <= limit) setChosen(next);
  };
  const uploaded = (item: T) => {
    pages.prepend(item);
    const next = new Map(selectionMode === 'single' ? [] : chosen).set(item.id, item);
    setOverMax(next.size > limit);
    if (next.size <= limit) setChosen(next);
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && props.onCancel()}
      title={props.title ?? t.title}
      size="full"
      portalContainer={props.portalContainer}
      className="h-[min(720px,calc(100%-64px))] max-w-[1080px]"
      footer={
        <>
          <span role="status" className="mr-auto self-center text-sm text-secondary">
            {overMax ? format(t.max, { max: limit }) : format(t.selected, { count: chosen.size })}
          </span>
          <Button onPress={props.onCancel}>{t.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={chosen.size === 0}
            onPress={() => props.onConfirm([...chosen.values()])}
          >
            {t.confirm}
          </Button>
        </>
      }
    >
      <div className="@container flex h-full min-h-0 gap-4">
        {categories.length > 0 && (
          <div className="hidden w-52 shrink-0 overflow-auto border-r border-subtle pr-2 @2xl:block">
            <PickerCategoryTree categories={categories} value={categoryId} onChange={setCategoryId} />
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {props.notice && <Alert>{props.notice}</Alert>}
          <PickerToolbar
            categories={categories}
            categoryId={categoryId}
            onCategory={setCategoryId}
            q={q}
            onQ={setQ}
            kinds={kinds}
            kind={kind}
            onKind={setKind}
            upload={upload && ((file, options) => upload(file, { ...options, categoryId }))}
            accept={props.accept}
            maxSize={props.maxSize}
            onUploaded={uploaded}
          />
          <PickerResults pages={pages}>
            <MaterialGrid
              aria-label={t.materials}
              items={pages.list}
              selectionMode={selectionMode}
              selectedKeys={[...chosen.keys()]}
              onSelectionChange={choose}
              renderThumb={props.renderThumb}
            />
          </PickerResults>
        </div>
      </div>
    </Modal>
  );
}
