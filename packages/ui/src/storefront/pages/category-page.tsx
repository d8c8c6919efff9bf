/**
 * The category page: the filters, then the products that match as a grid that grows as it scrolls (LoadMore),
 * or a note when none match or the first page failed. Data and changes come from the app: nothing is fetched here.
 */
import type { Navigate } from '../links';
import { storefrontText } from '../storefront.messages';
import type { StorefrontProductFilter, StorefrontProductValue } from '../types';
import { CategoryFilters } from './category-filters';
import { Paged, type PageState } from './list-status';
import { ProductCards } from './product-cards';

export interface CategoryPageProps {
  /** The product kinds to offer as chips (the contract's PRODUCT_KINDS). */
  kinds: readonly string[];
  filter: StorefrontProductFilter;
  products: StorefrontProductValue[];
  /** The next page's cursor; null on the last. */
  next: string | null;
  /** The latest request's state: the first page's when there are no products yet, else the next page's. */
  state: PageState;
  locale: string;
  onFilter: (filter: StorefrontProductFilter) => void;
  onLoadMore: () => void;
  onNavigate?: Navigate;
}

export function CategoryPage({
  kinds,
  filter,
  products,
  next,
  state,
  locale,
  onFilter,
  onLoadMore,
  onNavigate,
}: CategoryPageProps) {
  const text = storefrontText(locale);
  return (
    <>
      <CategoryFilters kinds={kinds} filter={filter} onFilter={onFilter} text={text} />
      <section aria-label={text.products} className="px-3 pt-3">
        <Paged
          count={products.length}
          next={next}
          state={state}
          onLoadMore={onLoadMore}
          empty={text.noMatchingProducts}
          text={text}
        >
          <ProductCards products={products} locale={locale} label={text.products} onNavigate={onNavigate} />
        </Paged>
      </section>
    </>
  );
}
