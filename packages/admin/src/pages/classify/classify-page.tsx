/**
 * The classify screens (/content/article/classify, /content/forum/classify, /store/material/classify,
 * /template/text/classify, /template/music/classify): one component, the tree from the route's path. The tree
 * on the left — moved by buttons, Alt+arrows or drag and drop, each move saved at once — the selected category's
 * detail beside it (under it on a phone), New root / New child and Edit in a drawer. Without the tree's write
 * permission the screen only shows.
 */
import { CATEGORY_TREES, type CategoryTree, categoryTreeAt } from '@soundboard/contract';
import { Card } from '@soundboard/ui/data-display/card.tsx';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { LoadFailed } from '../../layout/load-failed';
import { useCan } from '../../resource/can';
import type { PageProps } from '../../routes/types';
import PlaceholderPage from '../placeholder';
import { CategoryDetail } from './category-detail';
import { CategoryEditing, type Editing } from './category-editing';
import { canHoldChild } from './category-tree-model';
import { CategoryTreePanel } from './category-tree-panel';
import { useCategories } from './use-categories';

export default function ClassifyPage(props: PageProps) {
  const tree = categoryTreeAt(props.route.path);
  if (!tree) return <PlaceholderPage {...props} />;
  // One screen per tree: nothing of one tree's state carries into another's.
  return <ClassifyScreen key={tree} tree={tree} title={props.route.titleKey} />;
}

function ClassifyScreen({ tree, title }: { tree: CategoryTree; title: string }) {
  const titleId = useId(); // unique: the pages kept in other tabs are in the document too
  const t = useT();
  const canWrite = useCan()(CATEGORY_TREES[tree].write);
  const { nodes, failed, reload, move } = useCategories(tree);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<Set<string>>();
  const [editing, setEditing] = useState<Editing>(null);
  const selected = nodes?.find((node) => node.id === selectedId);

  // Every category with sub-categories starts open; later the user's choice stands.
  useEffect(() => {
    if (nodes && !expanded)
      setExpanded(new Set(nodes.flatMap((node) => (node.parentId ? [String(node.parentId)] : []))));
  }, [nodes, expanded]);
  const open = (id: number | null) => id !== null && setExpanded((keys) => new Set([...(keys ?? []), String(id)]));

  const newRoot = () => setEditing({ parentId: null });
  const treeLabel = t(title);

  return (
    <section className="flex flex-col gap-4" aria-labelledby={titleId} aria-busy={!nodes || undefined}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3 rounded-lg bg-surface p-4 sm:p-6">
        <div className="min-w-0 max-w-3xl">
          <h1 id={titleId} className="text-xl font-semibold text-default">
            {t(title)}
          </h1>
          <p className="mt-1 text-secondary">{t(canWrite ? 'classify.subtitle' : 'classify.subtitleReadOnly')}</p>
        </div>
        {canWrite && (
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" isDisabled={!nodes} onPress={newRoot}>
              {t('classify.newRoot')}
            </Button>
            <Button
              isDisabled={!nodes || !selected || !canHoldChild(nodes, selected.id)}
              onPress={() => selected && setEditing({ parentId: selected.id })}
            >
              {t('classify.newChild')}
            </Button>
          </div>
        )}
      </div>
      {failed && <LoadFailed title={t('classify.failed')} onRetry={reload} />}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card title={t('classify.treeTitle')}>
          {!nodes || !expanded ? (
            <Skeleton rows={5} />
          ) : nodes.length === 0 ? (
            <Empty description={t('classify.empty')}>
              {canWrite && (
                <Button variant="primary" onPress={newRoot}>
                  {t('classify.newCategory')}
                </Button>
              )}
            </Empty>
          ) : (
            <CategoryTreePanel
              label={treeLabel}
              nodes={nodes}
              selectedId={selected ? selected.id : null}
              expanded={expanded}
              canWrite={canWrite}
              onExpandedChange={setExpanded}
              onSelect={setSelectedId}
              onMove={(id, place) => {
                if (place) open(place[0]);
                void move(id, place);
              }}
            />
          )}
        </Card>
        {/* Nothing to show beside an empty tree (its empty state offers "New category"). */}
        <Card className={nodes?.length === 0 ? 'hidden' : 'lg:sticky lg:top-4'}>
          {selected && nodes ? (
            <CategoryDetail
              key={selected.id}
              tree={tree}
              node={selected}
              nodes={nodes}
              canWrite={canWrite}
              onEdit={() => setEditing({ id: selected.id })}
              onDeleted={() => {
                setSelectedId(null);
                reload();
              }}
            />
          ) : (
            <p className="text-secondary">{t('classify.noSelection')}</p>
          )}
        </Card>
      </div>
      {editing && nodes && (
        <CategoryEditing
          tree={tree}
          nodes={nodes}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelectedId(saved.id);
            open(saved.parentId);
          }}
          reload={reload}
        />
      )}
    </section>
  );
}
