/**
 * The article's body in the kit's rich-text editor, with the admin's services: images and audio chosen in the
 * media library's picker (public ones only: articles and forum posts are shown on public pages), product cards chosen by a product search, media shown through token-loaded object
 * URLs. Loaded lazily by the editor page only (it pulls in TipTap): the lists and the login screen never load it.
 */
import { RichTextEditor } from '@soundboard/ui/editor/rich-text-editor.tsx';
import { lazy, Suspense, useState } from 'react';
import { materialDetail } from '../../api/materials';
import { useMaterialUrls } from '../../resource/material-urls';
import { ArticleProductDialog, type ChosenProduct } from './article-product-dialog';

const LibraryPicker = lazy(() => import('../material/library-picker'));

type Asking =
  | { kind: 'image' | 'audio'; resolve: (id: number | null) => void }
  | { kind: 'product'; resolve: (product: ChosenProduct | null) => void };

/** The file's name without its extension: the image's alt text until the writer changes it. */
const altOf = (name: string) => name.replace(/\.[^.]+$/, '');

export default function ArticleBodyEditor({
  value,
  onChange,
  label,
  placeholder,
  readOnly,
  autoFocus,
  onPickingChange,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
  readOnly: boolean;
  /** The caret goes back to the end of the text once the editor is up. */
  autoFocus: boolean;
  /** A choice is under way: from a picker's opening until the editor has put the choice into the text. */
  onPickingChange?: (picking: boolean) => void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  // The editor puts the choice in when the returned promise settles, after this `finally`: hence the timer.
  const whilePicking =
    <T,>(pick: () => Promise<T>) =>
    async () => {
      onPickingChange?.(true);
      try {
        return await pick();
      } finally {
        setTimeout(() => onPickingChange?.(false));
      }
    };
  const resolveMaterialUrl = useMaterialUrls();
  const pickMaterial = (kind: 'image' | 'audio') =>
    new Promise<number | null>((resolve) => setAsking({ kind, resolve }));

  return (
    <div>
      <RichTextEditor
        value={value}
        onChange={onChange}
        aria-label={label}
        placeholder={placeholder}
        readOnly={readOnly}
        autoFocus={autoFocus}
        resolveMaterialUrl={resolveMaterialUrl}
        pickImage={whilePicking(async () => {
          const id = await pickMaterial('image');
          if (id === null) return null;
          const name = await materialDetail(id).then(
            (material) => material.name,
            () => '',
          );
          return { id, alt: altOf(name) };
        })}
        pickAudio={whilePicking(async () => {
          const id = await pickMaterial('audio');
          return id === null ? null : { id };
        })}
        pickProduct={whilePicking(
          () => new Promise<ChosenProduct | null>((resolve) => setAsking({ kind: 'product', resolve })),
        )}
      />
      {asking?.kind === 'product' && (
        <ArticleProductDialog
          onDone={(product) => {
            setAsking(null);
            asking.resolve(product);
          }}
        />
      )}
      {asking && asking.kind !== 'product' && (
        <Suspense fallback={null}>
          <LibraryPicker
            kind={asking.kind}
            max={1}
            publicOnly
            onClose={() => {
              setAsking(null);
              asking.resolve(null);
            }}
            onChoose={(ids) => {
              setAsking(null);
              asking.resolve(ids[0] ?? null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
