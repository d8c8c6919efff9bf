/**
 * A product's page: its pictures, price, whether it is in stock (never how many), the specifications that are
 * filled in, the description and related products. The name is the page's h1 (the shell's title).
 */

import { format } from '../../i18n/messages';
import type { Navigate } from '../links';
import { look } from '../look';
import { formatYuan } from '../price';
import { storefrontText } from '../storefront.messages';
import type { StorefrontProductDetailValue } from '../types';
import { specLabel } from './labels';
import { ProductCards } from './product-cards';
import { ProductGallery } from './product-gallery';
import { Section } from './section';

export interface ProductPageProps {
  product: StorefrontProductDetailValue;
  locale: string;
  onNavigate?: Navigate;
}

export function ProductPage({ product, locale, onNavigate }: ProductPageProps) {
  const text = storefrontText(locale);
  const rows: [string, string][] = [
    ...(product.brand ? [[text.brand, product.brand] as [string, string]] : []),
    ...(product.model ? [[text.model, product.model] as [string, string]] : []),
    ...product.specs.map((spec): [string, string] => [specLabel(spec.field, text), String(spec.value)]),
    ...(product.warrantyMonths > 0
      ? [[text.warranty, format(text.warrantyMonths, { months: product.warrantyMonths })] as [string, string]]
      : []),
  ];
  return (
    <div className="flex flex-col gap-2">
      <ProductGallery images={product.images} fallbackUrl={product.imageUrl} name={product.name} text={text} />
      <section aria-label={text.price} className={`flex flex-col gap-2 px-4 py-3 ${look.card}`}>
        <p aria-hidden className={`text-base ${look.text}`}>
          {product.name}
        </p>
        <div className="flex items-center justify-between gap-3">
          <p className={`text-2xl font-semibold tabular-nums ${look.theme}`}>
            <span className="sr-only">{text.price}: </span>
            {formatYuan(product.salePrice, locale)}
          </p>
          <span
            className={`rounded-full px-2.5 text-sm leading-6 font-medium ${product.inStock ? look.themeBg : `${look.fill} ${look.muted}`}`}
          >
            {product.inStock ? text.inStock : text.outOfStock}
          </span>
        </div>
      </section>
      {rows.length > 0 && (
        <Section title={text.specifications}>
          <table className="w-full text-sm">
            <tbody>
              {rows.map(([label, value]) => (
                <tr key={label} className={`border-b last:border-b-0 ${look.line}`}>
                  <th scope="row" className={`w-2/5 py-2 pr-3 text-left font-normal ${look.muted}`}>
                    {label}
                  </th>
                  <td className={`py-2 ${look.text}`}>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
      {product.description && (
        <Section title={text.description}>
          <p className={`text-sm leading-6 whitespace-pre-line ${look.text}`}>{product.description}</p>
        </Section>
      )}
      {product.related.length > 0 && (
        <Section title={text.related} bare>
          <ProductCards products={product.related} locale={locale} label={text.related} onNavigate={onNavigate} />
        </Section>
      )}
    </div>
  );
}
