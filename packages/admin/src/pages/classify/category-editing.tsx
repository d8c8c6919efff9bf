/**
 * Creating or editing a category: the drawer's form and what saving does. An edit sends the version it shows;
 * a 409 (someone else changed the category meanwhile) loads the tree again, and the form, keyed by version,
 * then shows the latest values with a warning so the change can be made again on top of them.
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode, CategoryTree } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { useState } from 'react';
import { fieldErrors } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { $locale } from '../../stores/locale';
import { createCategory, updateCategory } from './categories-api';
import { CategoryForm } from './category-form';
import { type CategoryDraft, draftOf, nameIn, newDraft, toInput } from './category-tree-model';
import { isConflict } from './use-categories';

/** The drawer's subject: a category being edited, or a new one inside a parent (null: at the top level). */
export type Editing = { id: number } | { parentId: number | null } | null;

export function CategoryEditing({
  tree,
  nodes,
  editing,
  onClose,
  onSaved,
  reload,
}: {
  tree: CategoryTree;
  nodes: readonly CategoryNode[];
  editing: NonNullable<Editing>;
  onClose: () => void;
  onSaved: (saved: CategoryNode) => void;
  reload: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const node = 'id' in editing ? nodes.find((candidate) => candidate.id === editing.id) : undefined;
  // Deleted by someone else while the drawer was open: nothing left to edit.
  if ('id' in editing && !node) return null;

  const newTitle = () => {
    const parent = 'parentId' in editing && nodes.find((candidate) => candidate.id === editing.parentId);
    return parent ? t('classify.createIn', { name: nameIn(parent, locale) }) : t('classify.createTitle');
  };

  const save = async (draft: CategoryDraft) => {
    setSaving(true);
    setErrors({});
    try {
      const saved = node
        ? await updateCategory(tree, node.id, toInput(draft, node.version))
        : await createCategory(tree, toInput(draft));
      toast.success(t(node ? 'classify.saved' : 'classify.created', { name: nameIn(saved, locale) }));
      reload();
      onSaved(saved);
    } catch (error) {
      // The request layer has toasted the reason.
      setErrors(fieldErrors(error));
      if (isConflict(error)) {
        setConflict(true);
        reload();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <CategoryForm
      key={node ? `${node.id}-${node.version}` : 'new'}
      title={node ? t('classify.editTitle', { name: nameIn(node, locale) }) : newTitle()}
      nodes={nodes}
      editingId={node ? node.id : null}
      initial={node ? draftOf(node) : newDraft('parentId' in editing ? editing.parentId : null)}
      errors={errors}
      conflict={conflict}
      saving={saving}
      onSave={(draft) => void save(draft)}
      onClose={onClose}
    />
  );
}
