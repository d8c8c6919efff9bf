/**
 * An article: its title is the page's h1 (the shell's), then the date and author, the body (HTML the server has
 * sanitised, in a prose container) and the products it links to.
 */
import { format } from '../../i18n/messages';
import { shortDate } from '../calendar';
import type { Navigate } from '../links';
import { look } from '../look';
import { storefrontText } from '../storefront.messages';
import type { StorefrontArticleValue } from '../types';
import { ProductCards } from './product-cards';
import { Section } from './section';

export interface ArticlePageProps {
  article: StorefrontArticleValue;
  locale: string;
  onNavigate?: Navigate;
}

/** Readable defaults for the body's elements (the storefront has no typography plugin). */
const PROSE = [
  'text-[15px] leading-7 break-words',
  '[&_p]:my-3 [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_a]:underline [&_a]:text-[var(--sf-theme-text,#165dff)] [&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-[var(--sf-line,#e5e6eb)] [&_blockquote]:pl-3 [&_blockquote]:text-[var(--sf-muted,#4e5969)]',
].join(' ');

export function ArticlePage({ article, locale, onNavigate }: ArticlePageProps) {
  const text = storefrontText(locale);
  return (
    <div className="flex flex-col gap-2">
      <article aria-label={article.title} className={`px-4 py-4 ${look.card} ${look.text}`}>
        {/* The h1 (the bar) says it once for screen readers; here it is shown whole. */}
        <p aria-hidden className="mb-1 text-lg font-semibold">
          {article.title}
        </p>
        <p className={`flex flex-wrap gap-x-3 text-xs ${look.muted}`}>
          <time dateTime={article.publishedAt}>
            {format(text.publishedOn, { date: shortDate(article.publishedAt, locale) })}
          </time>
          {article.authorName && <span>{format(text.author, { name: article.authorName })}</span>}
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised the body (contract StorefrontArticle) */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: article.body }} />
      </article>
      {article.products.length > 0 && (
        <Section title={text.linkedProducts} bare>
          <ProductCards
            products={article.products}
            locale={locale}
            label={text.linkedProducts}
            onNavigate={onNavigate}
          />
        </Section>
      )}
    </div>
  );
}
