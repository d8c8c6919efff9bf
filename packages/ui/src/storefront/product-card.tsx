/**
 * One product as a card leading to its page: picture, name, price (in the locale's yuan). The home's product
 * grid block and the pages' product grids both draw it. With `loading` (the pages) the picture also has its box
 * reserved (width and height: nothing shifts when it arrives) and loads eagerly or lazily as told.
 */
import { Package } from 'lucide-react';
import { librarySrcSet } from './library-sizes';
import { type Navigate, StorefrontLink } from './links';
import { look } from './look';
import { formatYuan } from './price';
import type { StorefrontProductValue } from './types';

/** The card picture's intrinsic box: the layout reserves a square. */
const PICTURE = 360;

export interface ProductCardProps {
  product: StorefrontProductValue;
  locale: string;
  /** A row (picture beside the text) instead of a tile. */
  row?: boolean;
  showPrice?: boolean;
  loading?: 'eager' | 'lazy';
  onNavigate?: Navigate;
}

export function ProductCard({ product, locale, row = false, showPrice = true, loading, onNavigate }: ProductCardProps) {
  const frame = row ? 'size-24 shrink-0' : 'aspect-square w-full';
  const size = loading && { width: PICTURE, height: PICTURE, loading };
  return (
    <StorefrontLink
      link={{ kind: 'product', target: String(product.id) }}
      onNavigate={onNavigate}
      className={`h-full overflow-hidden rounded-md ${look.card} ${row ? 'flex gap-3' : ''}`}
    >
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          srcSet={librarySrcSet(product.imageUrl)}
          sizes={row ? '96px' : '(max-width: 430px) 50vw, 215px'}
          alt=""
          {...size}
          className={`block object-cover ${frame}`}
        />
      ) : (
        <div className={`flex items-center justify-center ${look.fill} ${look.faint} ${frame}`}>
          <Package aria-hidden className="size-8" />
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-1 p-2">
        <span className={`line-clamp-2 text-sm ${look.text}`}>{product.name}</span>
        {showPrice && (
          <span className={`text-base font-semibold tabular-nums ${look.theme}`}>
            {formatYuan(product.salePrice, locale)}
          </span>
        )}
      </div>
    </StorefrontLink>
  );
}
