import { LayoutGrid, Package } from 'lucide-react';
import { formatMoney } from '../../data-display/format-money';
import type { BlockProps } from '../block-props';
import { StorefrontLink } from '../links';
import { look } from '../look';
import { Missing } from '../placeholder';
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
            <StorefrontLink
              link={{ kind: 'product', target: String(product.id) }}
              onNavigate={onNavigate}
              className={`h-full overflow-hidden rounded-md ${look.card} ${columns === '1' ? 'flex gap-3' : ''}`}
            >
              <ProductImage product={product} wide={columns !== '1'} />
              <div className="flex min-w-0 flex-col gap-1 p-2">
                <span className={`line-clamp-2 text-sm ${look.text}`}>{product.name}</span>
                {showPrice && (
                  <span className={`text-base font-semibold tabular-nums ${look.theme}`}>
                    {formatMoney(product.salePrice, 'CNY', locale)}
                  </span>
                )}
              </div>
            </StorefrontLink>
          </li>
        ))}
      </ul>
    </article>
  );
}

function ProductImage({ product, wide }: { product: StorefrontProductValue; wide: boolean }) {
  const frame = wide ? 'aspect-square w-full' : 'size-24 shrink-0';
  return product.imageUrl ? (
    <img src={product.imageUrl} alt="" className={`block object-cover ${frame}`} />
  ) : (
    <div className={`flex items-center justify-center ${look.fill} ${look.faint} ${frame}`}>
      <Package aria-hidden className="size-8" />
    </div>
  );
}
