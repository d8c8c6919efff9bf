/** The published articles, newest first, a page at a time (LoadMore), or a note when there are none. */
import type { Navigate } from '../links';
import { storefrontText } from '../storefront.messages';
import type { StorefrontArticleSummaryValue } from '../types';
import { ArticleCards } from './article-cards';
import { Paged, type PageState } from './list-status';

export interface ArticleListPageProps {
  articles: StorefrontArticleSummaryValue[];
  next: string | null;
  /** The latest request's state: the first page's when there are no articles yet, else the next page's. */
  state: PageState;
  locale: string;
  onLoadMore: () => void;
  onNavigate?: Navigate;
}

export function ArticleListPage({ articles, next, state, locale, onLoadMore, onNavigate }: ArticleListPageProps) {
  const text = storefrontText(locale);
  return (
    <div className="px-3 pt-3">
      <Paged
        count={articles.length}
        next={next}
        state={state}
        onLoadMore={onLoadMore}
        empty={text.noArticles}
        text={text}
      >
        <ArticleCards articles={articles} locale={locale} label={text.articles} onNavigate={onNavigate} />
      </Paged>
    </div>
  );
}
