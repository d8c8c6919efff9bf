import { LayoutGrid } from 'lucide-react';
import type { BlockProps } from '../block-props';
import { look } from '../look';
import { Missing } from '../placeholder';
import { ProductCard } from '../product-card';
import { choice, flag, ids, text } from '../props';
import type { StorefrontProductValue } from '../types';

const COLUMNS = { '2': 'grid-cols-2', '1': 'grid-cols-1', '3': 'grid-cols-3' } as const;

/**
 * Products from a query (the server filled lookups.grids for this block) or hand-picked; a product absent from
 * lookups.products is not on sale and is skipped.
 */
export function ProductGridBlock({ block, lookups, mode, locale, text: t, onNavigate }: BlockProps) {
  const source = choice(block.props, 'source', ['query', 'manual'] as const);
  const wanted = source === 'manual' ? ids(block.props, 'productIds') : (lookups.grids[block.id] ?? []);
  const products = wanted
    .map((productId) => lookups.products[productId])
    .filter((product): product is StorefrontProductValue => !!product);
  const title = text(block.props, 'title');
  if (!products.length)
    return <Missing mode={mode} icon={LayoutGrid} label={title ? `${title} · ${t.noProducts}` : t.noProducts} />;
  const columns = choice(block.props, 'columns', ['2', '1', '3'] as const);
  const showPrice = flag(block.props, 'showPrice', true);
  return (
    <article aria-label={title || t.products}>
      {title && <h2 className={`mb-2 text-lg font-semibold ${look.text}`}>{title}</h2>}
      <ul className={`grid gap-2 ${COLUMNS[columns]}`}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              locale={locale}
              row={columns === '1'}
              showPrice={showPrice}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </article>
  );
}
