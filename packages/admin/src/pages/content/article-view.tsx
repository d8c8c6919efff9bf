/**
 * An article as readers will see it (contract ArticleView): the preview of the working copy and the live version
 * both render through here, so a preview is what publishing shows. Cover, title, a meta line (category, author,
 * date in the app's language, revision, words), tags, summary, the body through the kit's RichTextView with the
 * media fetched with the admin token (object URLs, released when the view goes), and the linked products.
 */
import type { ArticleView as ArticleViewData } from '@soundboard/contract';
import { RichTextView } from '@soundboard/ui/content/rich-text-view.tsx';
import { Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime } from '../../lib/format-date';
import { useMaterialUrls } from '../../resource/material-urls';

function Cover({ id, resolve }: { id: number; resolve: (id: number) => Promise<string> }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    resolve(id)
      .then((url) => current && setSrc(url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [id, resolve]);
  return (
    <div className="aspect-[21/9] w-full overflow-hidden rounded-lg bg-fill-2">
      {src && <img src={src} alt="" className="size-full object-cover" />}
    </div>
  );
}

export function ArticleView({ article }: { article: ArticleViewData }) {
  const t = useT();
  const resolve = useMaterialUrls();
  const meta = [
    article.categoryName,
    article.authorName,
    article.publishedAt ? formatDateTime(article.publishedAt) : t('articles.preview.unpublished'),
    article.revision === null ? null : t('articles.preview.revision', { number: article.revision }),
    t('articles.preview.words', { count: article.wordCount }),
  ].filter(Boolean);
  return (
    <article data-slot="article-view" className="mx-auto flex w-full max-w-3xl flex-col gap-4 text-default">
      {article.coverId !== null && <Cover id={article.coverId} resolve={resolve} />}
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold break-words text-default">{article.title}</h1>
        <p className="text-sm text-secondary">{meta.join(' · ')}</p>
        {article.tags.length > 0 && (
          <ul aria-label={t('articles.preview.tags')} className="flex flex-wrap gap-1.5">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-sm bg-fill-2 px-2 py-0.5 text-xs text-secondary">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </header>
      {article.summary && (
        <p className="border-l-4 border-primary-border pl-4 text-lg text-secondary">{article.summary}</p>
      )}
      <RichTextView html={article.body} resolveMaterialUrl={resolve} />
      {article.products.length > 0 && (
        <section aria-labelledby="article-view-products" className="flex flex-col gap-2 border-t border-subtle pt-4">
          <h2 id="article-view-products" className="text-base font-semibold">
            {t('articles.preview.products')}
          </h2>
          <ul className="flex flex-col gap-2">
            {article.products.map((product) => (
              <li
                key={product.id}
                className="flex items-center gap-3 rounded-md border border-default bg-surface px-3 py-2 text-sm"
              >
                <Package aria-hidden="true" className="size-4 shrink-0 text-muted" />
                <span className="min-w-0 flex-1 break-words">{product.name}</span>
                <span className="shrink-0 font-mono text-xs text-secondary">{product.sku}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
