/**
 * Choosing materials from the library for another record (product images today, any later editor): the kit's
 * MaterialPicker wired to the library's API — pages of materials of the wanted kind (those already in the field
 * left out), the `material` category tree, uploads probed in the browser like the library's own (an uploaded
 * file, or the one already in the library with the same content, comes back chosen), thumbnails loaded with the
 * token. Loaded lazily by the fields that open it.
 */
import { useStore } from '@nanostores/react';
import { MATERIAL_ACCEPT, type Material, type MaterialKind } from '@soundboard/contract';
import { MaterialPicker, type MaterialQuery } from '@soundboard/ui/media/material-picker.tsx';
import type { UploadTransport } from '@soundboard/ui/pickers/upload.tsx';
import { useCallback, useMemo } from 'react';
import { listCategories, listMaterials, uploadMaterial } from '../../api/materials';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $locale } from '../../stores/locale';
import { categoryTreeNodes } from './category-options';
import { MaterialThumb } from './material-thumb';
import { uploadExtras } from './probe';

const PAGE_SIZE = 24;
const NONE: readonly number[] = [];

const thumb = (material: Material) =>
  material.kind === 'image' ? <MaterialThumb id={material.id} kind="image" className="size-full" /> : null;

export default function LibraryPicker({
  kind,
  max,
  exclude = NONE,
  onChoose,
  onClose,
}: {
  kind: MaterialKind;
  /** How many may be chosen. */
  max: number;
  /** Ids already in the field (not offered again). */
  exclude?: readonly number[];
  onChoose: (ids: number[]) => void;
  onClose: () => void;
}) {
  const locale = useStore($locale);
  const nodes = useLatestLoad(useCallback(() => listCategories('material'), [])).data;
  const categories = useMemo(() => categoryTreeNodes(nodes ?? [], locale), [nodes, locale]);
  const loader = useCallback(
    async (query: MaterialQuery) => {
      const page = await listMaterials({
        kind,
        page: query.page,
        pageSize: PAGE_SIZE,
        ...(query.q ? { q: query.q } : {}),
        ...(query.categoryId ? { categoryId: Number(query.categoryId) } : {}),
      });
      return { list: page.list.filter((material) => !exclude.includes(material.id)), total: page.total };
    },
    [kind, exclude],
  );
  const upload = useCallback<UploadTransport<Material>>(
    async (file, { onProgress, signal }) => {
      const { material } = await uploadMaterial(file, { ...(await uploadExtras(file)), onProgress, signal });
      // Stored in the library all the same, but not what this field takes (the kit marks the row failed).
      if (material.kind !== kind) throw new Error(material.kind);
      return material;
    },
    [kind],
  );
  return (
    <MaterialPicker
      isOpen
      loader={loader}
      categories={categories}
      kinds={[kind]}
      upload={upload}
      accept={MATERIAL_ACCEPT[kind]}
      selectionMode="multiple"
      max={max}
      renderThumb={thumb}
      onConfirm={(items) => onChoose(items.map((item) => item.id))}
      onCancel={onClose}
    />
  );
}
