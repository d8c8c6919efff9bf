/**
 * The picker's filters row: category (narrow dialogs only), search, kind (only when several kinds are allowed)
 * and the upload button with its progress list (the kit's Upload, compact, with the caller's transport).
 */
import type { ReactNode } from 'react';
import type { TreeNode } from '../data-display/tree';
import { useMessages } from '../i18n/messages';
import { TextField } from '../inputs/text-field';
import { Select } from '../pickers/select';
import { Upload, type UploadTransport } from '../pickers/upload';
import { materialKindMessages } from './material-kind';
import { pickerMessages } from './material-picker.messages';
import { PickerCategorySelect } from './picker-categories';

const ALL_KINDS = '__all__';

export interface PickerToolbarProps<T> {
  categories: TreeNode[];
  categoryId: string | null;
  onCategory: (categoryId: string | null) => void;
  q: string;
  onQ: (q: string) => void;
  kinds: readonly string[];
  kind: string | null;
  onKind: (kind: string | null) => void;
  upload?: UploadTransport<T>;
  accept?: string[];
  maxSize?: number;
  onUploaded: (item: T) => void;
}

export function PickerToolbar<T>(props: PickerToolbarProps<T>): ReactNode {
  const t = useMessages(pickerMessages);
  const kindWords = useMessages(materialKindMessages);
  const kindOptions = [
    { id: ALL_KINDS, label: t.allKinds },
    ...props.kinds.map((kind) => ({ id: kind, label: kindWords[kind as keyof typeof kindWords] ?? kind })),
  ];
  return (
    <div data-slot="picker-toolbar" className="flex flex-wrap items-end gap-3">
      {props.categories.length > 0 && (
        <div className="w-full @2xl:hidden">
          <PickerCategorySelect categories={props.categories} value={props.categoryId} onChange={props.onCategory} />
        </div>
      )}
      <TextField
        label={t.search}
        placeholder={t.searchPlaceholder}
        type="search"
        value={props.q}
        onChange={props.onQ}
        className="min-w-40 flex-1"
      />
      {props.kinds.length > 1 && (
        <Select
          label={t.kind}
          options={kindOptions}
          value={props.kind ?? ALL_KINDS}
          onChange={(kind) => props.onKind(kind === ALL_KINDS ? null : kind)}
          className="w-32"
        />
      )}
      {props.upload && (
        <Upload
          variant="compact"
          label={t.upload}
          upload={props.upload}
          accept={props.accept}
          maxSize={props.maxSize}
          onUploaded={(_file, item) => props.onUploaded(item)}
          className="basis-full @md:basis-auto"
        />
      )}
    </div>
  );
}
