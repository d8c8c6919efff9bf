/**
 * The comparison in the revisions dialog: two selects (a revision or the current draft on each side) and the kit's
 * DiffView of title, summary and body. A revision's content is fetched once when first chosen; the draft is the
 * preview of the working copy.
 */
import type { ArticleRevisionSummary } from '@soundboard/contract';
import { type DiffBlock, DiffView } from '@soundboard/ui/content/diff-view.tsx';
import { htmlBlocks } from '@soundboard/ui/content/html-blocks.ts';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Select } from '@soundboard/ui/pickers/select.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { type Choice, type Content, type Side, sideKey, sideOf } from './article-revision-choice';
import { articlesApi } from './articles-api';

/** Each side's content by its key, loaded on demand; failures are toasted by the client and leave the side empty. */
function useContents(articleId: number, sides: Side[], known: Map<string, Content>): Map<string, Content> {
  const [contents, setContents] = useState(() => new Map(known));
  const wanted = sides.map(sideKey).join(',');
  // `wanted` stands for the sides; `contents` is read, not followed (a load adds to it).
  useEffect(() => {
    let current = true;
    for (const side of sides) {
      if (contents.has(sideKey(side))) continue;
      const load = side === 'draft' ? articlesApi.preview(articleId) : articlesApi.revision(articleId, side);
      load
        .then(({ title, summary, body }) => {
          if (current) setContents((known) => new Map(known).set(sideKey(side), { title, summary, body }));
        })
        .catch(() => undefined);
    }
    return () => {
      current = false;
    };
  }, [articleId, wanted]);
  return contents;
}

export function RevisionDiff({
  articleId,
  revisions,
  known,
  choice,
  onChoice,
}: {
  articleId: number;
  revisions: ArticleRevisionSummary[];
  /** Contents already loaded (the draft and the newest revision), by side key. */
  known: Map<string, Content>;
  choice: Choice;
  onChoice: (choice: Choice) => void;
}) {
  const t = useT();
  const contents = useContents(articleId, [choice.before, choice.after], known);
  const nameOf = (side: Side) =>
    side === 'draft' ? t('articles.revisions.draft') : t('articles.revisions.number', { number: side });
  const options = [
    { id: 'draft', label: nameOf('draft') },
    ...revisions.map((revision) => ({ id: sideKey(revision.number), label: nameOf(revision.number) })),
  ];
  const blocks = (content: Content): DiffBlock[] => [
    { kind: 'title', label: t('articles.revisions.fieldTitle'), text: content.title },
    { kind: 'p', label: t('articles.revisions.fieldSummary'), text: content.summary },
    ...htmlBlocks(content.body),
  ];
  const before = contents.get(sideKey(choice.before));
  const after = contents.get(sideKey(choice.after));
  const pick = (part: keyof Choice) => (key: string | null) => {
    const side = sideOf(key);
    if (side !== null) onChoice({ ...choice, [part]: side });
  };
  return (
    <section aria-label={t('articles.revisions.compare')} className="flex min-w-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('articles.revisions.before')}
          options={options}
          value={sideKey(choice.before)}
          onChange={pick('before')}
          className="w-48"
        />
        <Select
          label={t('articles.revisions.after')}
          options={options}
          value={sideKey(choice.after)}
          onChange={pick('after')}
          className="w-48"
        />
      </div>
      {before && after ? (
        <DiffView
          // A new pair starts at its first change again.
          key={`${sideKey(choice.before)}:${sideKey(choice.after)}`}
          before={blocks(before)}
          after={blocks(after)}
          beforeLabel={nameOf(choice.before)}
          afterLabel={nameOf(choice.after)}
        />
      ) : (
        <Skeleton rows={6} label={t('articles.revisions.loading')} />
      )}
    </section>
  );
}
