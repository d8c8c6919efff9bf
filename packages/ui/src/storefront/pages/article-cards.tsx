/** Articles as a list of cards (cover, title, summary, date), for the article list and the search results. */

import { shortDate } from '../calendar';
import { type Navigate, StorefrontLink } from '../links';
import { look } from '../look';
import type { StorefrontArticleSummaryValue } from '../types';

export function ArticleCards({
  articles,
  locale,
  label,
  onNavigate,
}: {
  articles: StorefrontArticleSummaryValue[];
  locale: string;
  label: string;
  onNavigate?: Navigate;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {articles.map((article, index) => (
        <li key={article.id}>
          <StorefrontLink
            link={{ kind: 'article', target: String(article.id) }}
            onNavigate={onNavigate}
            className={`flex gap-3 overflow-hidden rounded-md p-3 ${look.card}`}
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className={`line-clamp-2 text-base font-medium ${look.text}`}>{article.title}</span>
              {article.summary && <span className={`line-clamp-2 text-sm ${look.muted}`}>{article.summary}</span>}
              <time dateTime={article.publishedAt} className={`mt-auto text-xs ${look.faint}`}>
                {shortDate(article.publishedAt, locale)}
              </time>
            </div>
            {article.cover && (
              <img
                src={article.cover.url}
                alt=""
                width={article.cover.width ?? 240}
                height={article.cover.height ?? 180}
                loading={index < 3 ? 'eager' : 'lazy'}
                className="aspect-[4/3] w-28 shrink-0 self-start rounded object-cover"
              />
            )}
          </StorefrontLink>
        </li>
      ))}
    </ul>
  );
}
