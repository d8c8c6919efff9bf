/**
 * Low stock: products in a warehouse whose available quantity is at or below the alert level (what the
 * inventory list's low-stock filter shows), fewest first, each with its SKU and warehouse, what is available and
 * its alert level. The count in the figures covers them all; the list shows some.
 */
import type { WorkplaceFigures } from '@soundboard/contract';
import { Empty } from '@soundboard/ui/feedback/empty.tsx';
import { Skeleton } from '@soundboard/ui/feedback/skeleton.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { useT } from '../../i18n/use-t';
import { searchHref } from './figure-links';
import { Panel } from './panel';

type LowStockProduct = WorkplaceFigures['lowStock'][number];

const INVENTORY = '/inventory/list';

function Product({ product }: { product: LowStockProduct }) {
  const t = useT();
  return (
    <li className="flex items-center justify-between gap-3 border-b border-subtle py-2 last:border-b-0">
      <div className="flex min-w-0 flex-col">
        <Link href={searchHref(INVENTORY, product.sku)} className="truncate">
          {product.name}
        </Link>
        <span className="text-xs text-muted tabular-nums">
          {product.sku} · {product.warehouseName}
        </span>
      </div>
      <dl className="flex shrink-0 flex-col items-end text-sm tabular-nums">
        <div className="flex gap-1">
          <dt className="text-secondary">{t('workplace.lowStock.available')}</dt>
          <dd className={product.available <= 0 ? 'text-danger-text font-medium' : 'text-warning-text font-medium'}>
            {product.available}
          </dd>
        </div>
        <div className="flex gap-1 text-xs">
          <dt className="text-muted">{t('workplace.lowStock.alertQty')}</dt>
          <dd className="text-secondary">{product.alertQty}</dd>
        </div>
      </dl>
    </li>
  );
}

export function LowStock({ figures, loading = false }: { figures?: WorkplaceFigures; loading?: boolean }) {
  const t = useT();
  const products = figures?.lowStock ?? [];
  const more = figures ? figures.lowStockItems - products.length : 0;
  return (
    <Panel name="low-stock" title={t('workplace.lowStock.title')} allHref={`${INVENTORY}?lowStock=true`}>
      {loading ? (
        <Skeleton rows={6} />
      ) : products.length === 0 ? (
        <Empty description={t('workplace.lowStock.empty')} />
      ) : (
        <>
          <ul aria-label={t('workplace.lowStock.title')}>
            {products.map((product) => (
              <Product key={`${product.productId}-${product.warehouseId}`} product={product} />
            ))}
          </ul>
          {more > 0 && <p className="text-sm text-secondary">{t('workplace.lowStock.more', { count: more })}</p>}
        </>
      )}
    </Panel>
  );
}
