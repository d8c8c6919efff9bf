/**
 * Choosing materials from the library for another record (product images today, any later editor): the kit's
 * MaterialPicker wired to the library's API — pages of materials of the wanted kind (those already in the field
 * left out; public ones only, with a note saying so, for a field shown on public pages: ./picker-query.ts), the `material` category tree, uploads probed in the browser like the library's own (an uploaded
 * file, or the one already in the library with the same content, comes back chosen), thumbnails loaded with the
 * token. Loaded lazily by the fields that open it.
 */
import { useStore } from '@nanostores/react';
import { MATERIAL_ACCEPT, type Material, type MaterialKind } from '@soundboard/contract';
import { MaterialPicker, type MaterialQuery } from '@soundboard/ui/media/material-picker.tsx';
import type { UploadTransport } from '@soundboard/ui/pickers/upload.tsx';
import { useCallback, useMemo } from 'react';
import { listCategories, listMaterials, uploadMaterial } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { useLatestLoad } from '../../lib/use-latest-load';
import { $locale } from '../../stores/locale';
import { categoryTreeNodes } from './category-options';
import { MaterialThumb } from './material-thumb';
import { pickerListQuery } from './picker-query';
import { uploadExtras } from './probe';

const PAGE_SIZE = 24;
const NONE: readonly number[] = [];

const thumb = (material: Material) =>
  material.kind === 'image' ? <MaterialThumb id={material.id} kind="image" className="size-full" /> : null;

export default function LibraryPicker({
  kind,
  max,
  exclude = NONE,
  publicOnly = false,
  onChoose,
  onClose,
}: {
  kind: MaterialKind;
  /** How many may be chosen. */
  max: number;
  /** Ids already in the field (not offered again). */
  exclude?: readonly number[];
  /** The field is shown on public pages: only public materials are listed (the server refuses the others). */
  publicOnly?: boolean;
  onChoose: (ids: number[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const nodes = useLatestLoad(useCallback(() => listCategories('material'), [])).data;
  const categories = useMemo(() => categoryTreeNodes(nodes ?? [], locale), [nodes, locale]);
  const loader = useCallback(
    async (query: MaterialQuery) => {
      const page = await listMaterials(pickerListQuery(kind, query, { pageSize: PAGE_SIZE, publicOnly }));
      return { list: page.list.filter((material) => !exclude.includes(material.id)), total: page.total };
    },
    [kind, exclude, publicOnly],
  );
  const upload = useCallback<UploadTransport<Material>>(
    async (file, { onProgress, signal }) => {
      const { material } = await uploadMaterial(file, { ...(await uploadExtras(file)), onProgress, signal });
      // Stored in the library all the same, but not what this field takes (the kit marks the row failed).
      if (material.kind !== kind) throw new Error(material.kind);
      // An upload is public unless chosen otherwise; one already in the library may not be.
      if (publicOnly && material.visibility !== 'public') throw new Error(t('material.picker.notPublic'));
      return material;
    },
    [kind, publicOnly, t],
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
      {...(publicOnly ? { notice: t('material.picker.publicOnly') } : {})}
      onConfirm={(items) => onChoose(items.map((item) => item.id))}
      onCancel={onClose}
    />
  );
}
