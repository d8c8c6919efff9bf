/**
 * The selected category beside the tree: its name in both languages, parent, icon, state and record count, with
 * Edit and Delete for users who may write. Delete asks first; the server refuses while the category holds
 * records or sub-categories, and its text ("holds 3 materials and 2 sub-categories") stays in the dialog.
 */
import { useStore } from '@nanostores/react';
import type { CategoryNode, CategoryTree } from '@soundboard/contract';
import { Descriptions } from '@soundboard/ui/data-display/descriptions.tsx';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import { DeleteDialog } from '../../layout/delete-dialog';
import { $locale } from '../../stores/locale';
import { deleteCategory } from './categories-api';
import { CategoryIconView } from './category-icons';
import { nameIn, otherName } from './category-tree-model';

export function CategoryDetail({
  tree,
  node,
  nodes,
  canWrite,
  onEdit,
  onDeleted,
}: {
  tree: CategoryTree;
  node: CategoryNode;
  nodes: readonly CategoryNode[];
  canWrite: boolean;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const name = nameIn(node, locale);
  const parent = nodes.find((other) => other.id === node.parentId);

  const confirmDelete = async () => {
    try {
      await deleteCategory(tree, node.id);
    } catch (error) {
      // Shown in the dialog too, which stays open: the toast goes, the reason should not.
      setRefusal(isApiError(error) ? error.message : t('request.error'));
      throw error;
    }
    toast.success(t('classify.deleted', { name }));
    onDeleted();
  };

  return (
    <section aria-labelledby="category-detail-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <CategoryIconView icon={node.icon} />
        <h2 id="category-detail-heading" className="min-w-0 truncate text-lg font-medium text-default">
          {name}
        </h2>
      </div>
      <Descriptions
        columns={1}
        items={[
          { label: t(locale === 'zh-CN' ? 'classify.nameEn' : 'classify.nameZh'), value: otherName(node, locale) },
          { label: t('classify.parent'), value: parent ? nameIn(parent, locale) : t('classify.topLevel') },
          { label: t('classify.icon'), value: t(`classify.icon.${node.icon ?? 'none'}`) },
          { label: t('classify.state'), value: t(node.enabled ? 'classify.enabled' : 'classify.disabled') },
          { label: t('classify.count'), value: node.count },
        ]}
      />
      {canWrite && (
        <div className="flex flex-wrap gap-3 border-t border-subtle pt-4">
          <Button variant="primary" onPress={onEdit}>
            {t('classify.edit')}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              setRefusal(undefined);
              setDeleting(true);
            }}
          >
            {t('classify.delete')}
          </Button>
        </div>
      )}
      {deleting && (
        <DeleteDialog
          title={t('classify.deleteTitle', { name })}
          okText={t('classify.delete')}
          content={t('classify.deleteContent')}
          refusal={refusal}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(false)}
        />
      )}
    </section>
  );
}
