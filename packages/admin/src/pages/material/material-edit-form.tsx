/**
 * Rename, file, tag and choose who may see a material (optimistic lock: the version it was read at). A restricted
 * material (a payment proof) keeps its restriction unless public or internal is chosen here.
 */
import { useStore } from '@nanostores/react';
import {
  type CategoryNode,
  LIBRARY_VISIBILITIES,
  type LibraryVisibility,
  MATERIAL_TAG_MAX,
  type Material,
  type MaterialDetail,
} from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { TextField } from '@soundboard/ui/inputs/text-field.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useState } from 'react';
import { editMaterial } from '../../api/materials';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { categoryOptions, UNFILED } from './category-options';

/** Tags typed as one line: split on commas (either width) and spaces-trimmed, duplicates dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

export function MaterialEditForm({
  material,
  nodes,
  canWrite,
  onSaved,
}: {
  material: MaterialDetail;
  nodes: readonly CategoryNode[];
  canWrite: boolean;
  onSaved: (material: Material) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [name, setName] = useState(material.name);
  const [category, setCategory] = useState(material.categoryId === null ? UNFILED : String(material.categoryId));
  const [tags, setTags] = useState(material.tags.join(', '));
  const [visibility, setVisibility] = useState<string>(material.visibility);
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    const edit = {
      name: name.trim(),
      categoryId: category === UNFILED ? null : Number(category),
      tags: parseTags(tags),
      ...(visibility !== material.visibility ? { visibility: visibility as LibraryVisibility } : {}),
      version: material.version,
    };
    await editMaterial(material.id, edit).then(
      (saved) => {
        toast.success(t('material.saved'));
        onSaved(saved);
      },
      () => undefined, // the refusal is toasted by the request layer
    );
    setPending(false);
  };
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('material.field.name')}
        isRequired
        isReadOnly={!canWrite}
        value={name}
        onChange={setName}
        maxLength={120}
      />
      <Select
        label={t('material.field.category')}
        isDisabled={!canWrite}
        options={[{ id: UNFILED, label: t('material.category.unfiled') }, ...categoryOptions(nodes, locale)]}
        value={category}
        onChange={(next) => next && setCategory(next)}
      />
      <TextField
        label={t('material.field.tags')}
        description={t('material.tags.hint', { max: MATERIAL_TAG_MAX })}
        isReadOnly={!canWrite}
        value={tags}
        onChange={setTags}
      />
      <Select
        label={t('material.field.visibility')}
        description={t('material.visibility.hint')}
        isDisabled={!canWrite}
        options={[
          ...(material.visibility === 'restricted'
            ? [{ id: 'restricted', label: t('material.visibility.restricted') }]
            : []),
          ...LIBRARY_VISIBILITIES.map((id) => ({ id, label: t(`material.visibility.${id}`) })),
        ]}
        value={visibility}
        onChange={(next) => next && setVisibility(next)}
      />
      {canWrite && (
        <Button type="submit" variant="primary" className="self-start" isPending={pending} isDisabled={!name.trim()}>
          {t('material.save')}
        </Button>
      )}
    </form>
  );
}
