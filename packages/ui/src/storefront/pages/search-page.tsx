/**
 * Search: a search landmark holding a form (a plain GET to the search page, so it works without script; with onSearch the app
 * navigates itself), then the products and the articles found, or a note that nothing was.
 */
import { Search } from 'lucide-react';
import { type FormEvent, useContext, useEffect, useState } from 'react';
import { format } from '../../i18n/messages';
import { focusRingNative } from '../../lib/focus-ring';
import { LinkQueryContext, type Navigate, placePath } from '../links';
import { look } from '../look';
import { storefrontText } from '../storefront.messages';
import type { StorefrontSearchValue } from '../types';
import { ArticleCards } from './article-cards';
import { PageNote } from './list-status';
import { ProductCards } from './product-cards';
import { Section } from './section';

export interface SearchPageProps {
  /** The query in the address ('' before the first search). */
  query: string;
  /** The answer for `query`; null while it loads or before a search. */
  result: StorefrontSearchValue | null;
  /** The search failed: a note and (onRetry) a retry instead of results. */
  failed?: boolean;
  onRetry?: () => void;
  locale: string;
  onSearch: (query: string) => void;
  onNavigate?: Navigate;
}

export function SearchPage({ query, result, failed, onRetry, locale, onSearch, onNavigate }: SearchPageProps) {
  const text = storefrontText(locale);
  const linkQuery = useContext(LinkQueryContext);
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSearch(value.trim());
  };
  const found = result && (result.products.length > 0 || result.articles.length > 0);
  return (
    <div className="flex flex-col gap-2">
      <search aria-label={text.search}>
        <form
          action={placePath({ kind: 'search', query: '' }).split('?')[0]}
          onSubmit={submit}
          className={`flex gap-2 px-3 py-3 ${look.card}`}
        >
          {/* A preview's token goes along with the plain form too. */}
          {[...new URLSearchParams(linkQuery)].map(([name, kept]) => (
            <input key={name} type="hidden" name={name} value={kept} />
          ))}
          <label className="relative flex-1">
            <span className="sr-only">{text.searchLabel}</span>
            <Search aria-hidden className={`absolute top-1/2 left-2.5 size-4 -translate-y-1/2 ${look.faint}`} />
            <input
              type="search"
              name="q"
              required
              maxLength={60}
              value={value}
              placeholder={text.searchPlaceholder}
              onChange={(event) => setValue(event.target.value)}
              className={`${focusRingNative} h-9 w-full rounded-full border pr-3 pl-8 text-sm ${look.line} ${look.fill} ${look.text}`}
            />
          </label>
          <button
            type="submit"
            className={`${focusRingNative} h-9 shrink-0 rounded-full px-4 text-sm font-medium ${look.themeBg}`}
          >
            {text.searchSubmit}
          </button>
        </form>
      </search>
      {!query ? (
        <PageNote message={text.searchHint} text={text} />
      ) : failed ? (
        <PageNote message={text.loadFailed} onRetry={onRetry} text={text} />
      ) : !result ? (
        <p role="status" aria-busy="true" className={`py-12 text-center text-sm ${look.muted}`}>
          {text.loading}
        </p>
      ) : !found ? (
        <p role="status" className={`px-6 py-12 text-center text-sm ${look.muted}`}>
          {format(text.noResults, { query: result.query })}
        </p>
      ) : (
        <>
          {result.products.length > 0 && (
            <Section title={text.products} bare>
              <ProductCards products={result.products} locale={locale} label={text.products} onNavigate={onNavigate} />
            </Section>
          )}
          {result.articles.length > 0 && (
            <Section title={text.articles} bare>
              <ArticleCards articles={result.articles} locale={locale} label={text.articles} onNavigate={onNavigate} />
            </Section>
          )}
        </>
      )}
    </div>
  );
}
