/**
 * A category tree's nodes: loaded from the server, moved at once on screen while the move is saved (the server's
 * answer, the whole tree, then replaces them). A refused move puts the old order back — the request layer has
 * toasted why — and loads the tree again, since a refusal often means someone else changed it meanwhile.
 */
import { type CategoryNode, type CategoryTree, ResultCode } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/errors';
import { useT } from '../../i18n/use-t';
import type { Place } from '../../lib/tree-order';
import { useLatestLoad } from '../../lib/use-latest-load';
import { loadCategories, moveCategory } from './categories-api';
import { moved } from './category-tree-model';

/** A 409: someone else changed the category since it was loaded. */
export const isConflict = (error: unknown) => isApiError(error) && error.code === ResultCode.VersionConflict;

export function useCategories(tree: CategoryTree) {
  const t = useT();
  const load = useCallback(() => loadCategories(tree), [tree]);
  const { data, failed, reload } = useLatestLoad(load);
  const [nodes, setNodes] = useState<CategoryNode[]>();
  useEffect(() => {
    if (data) setNodes(data);
  }, [data]);

  const move = async (id: number, place: Place | null): Promise<void> => {
    if (!nodes) return;
    if (!place) {
      toast.info(t('classify.moveRefused'), { id: 'classify-move' });
      return;
    }
    const before = nodes;
    setNodes(moved(nodes, id, place));
    try {
      setNodes(await moveCategory(tree, id, { parentId: place[0], index: place[1] }));
      toast.success(t('classify.moveSaved'), { id: 'classify-move' });
    } catch {
      setNodes(before);
      reload();
    }
  };

  return { nodes, failed, reload, move };
}
