/** Rename, file and tag a material (optimistic lock: the version it was read at). */
import { useStore } from '@nanostores/react';
import { type CategoryNode, MATERIAL_TAG_MAX, type Material, type MaterialDetail } from '@soundboard/contract';
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
  const [pending, setPending] = useState(false);
  const save = async () => {
    setPending(true);
    const edit = {
      name: name.trim(),
      categoryId: category === UNFILED ? null : Number(category),
      tags: parseTags(tags),
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
      {canWrite && (
        <Button type="submit" variant="primary" className="self-start" isPending={pending} isDisabled={!name.trim()}>
          {t('material.save')}
        </Button>
      )}
    </form>
  );
}
