/**
 * A grid of product cards (the home's product grid's card: picture, name, price), used by the category, detail,
 * article and search pages. Only the first row's pictures load eagerly.
 */
import type { Navigate } from '../links';
import { ProductCard } from '../product-card';
import type { StorefrontProductValue } from '../types';

const COLUMNS = 2;

export function ProductCards({
  products,
  locale,
  label,
  onNavigate,
}: {
  products: StorefrontProductValue[];
  locale: string;
  /** The list's accessible name. */
  label: string;
  onNavigate?: Navigate;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            locale={locale}
            loading={index < COLUMNS ? 'eager' : 'lazy'}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}
