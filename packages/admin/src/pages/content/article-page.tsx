/**
 * Articles (/content/article): the article definition's list — filters (status, category and its
 * sub-categories, author, tags, publish date), search in title and body (the server's), sort, view counts —
 * with the editor's own pages for New and Edit (the body is rich text), bulk submit / publish / archive (each
 * permitted by the user's role; those an article's status refuses are named) and bulk move to a category;
 * each row previews the draft (beside the live version) and compares and restores revisions.
 */
import { article } from '@soundboard/contract';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useCan } from '../../resource/can';
import { useResourceLabels } from '../../resource/labels';
import { ResourceScreen } from '../../resource/resource-screen';
import { screenHref } from '../../resource/screen-href';
import type { PageProps } from '../../routes/types';
import { ArticleStatus, PublishedAt } from './article-list-cells';
import { type ArticleDialog, ArticleDialogButtons, ArticleDialogs } from './article-list-dialogs';
import { ArticleMoveButton } from './article-list-move';

const PAGES = { add: screenHref('ArticleAdd'), edit: (id: number) => screenHref('ArticleEdit', { id }) };
const BULK = ['submit', 'publish', 'archive'] as const;

export default function ArticlePage({ route }: PageProps) {
  const t = useT();
  const can = useCan();
  const labels = useResourceLabels(article);
  const [dialog, setDialog] = useState<ArticleDialog>(null);
  // A restore changes the record: the list (and an open detail) read it again.
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ResourceScreen
        def={article}
        title={t(route.titleKey)}
        pages={PAGES}
        bulkTransitions={BULK}
        cells={{
          status: (row) => <ArticleStatus row={row} labels={labels} />,
          publishedAt: (row) => <PublishedAt value={row.publishedAt} />,
        }}
        rowActions={(row, reload) => {
          reloadList.current = reload;
          return <ArticleDialogButtons row={row} open={setDialog} compact />;
        }}
        detail={{ actions: (record) => <ArticleDialogButtons row={record} open={setDialog} /> }}
        selectionActions={
          can(article.permissions.write)
            ? (selected, done, rows) =>
                selected.size > 0 && <ArticleMoveButton selected={selected} rows={rows} onDone={done} />
            : undefined
        }
      />
      <ArticleDialogs dialog={dialog} onClose={() => setDialog(null)} onRestored={() => reloadList.current()} />
    </>
  );
}
