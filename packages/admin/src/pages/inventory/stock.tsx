/**
 * Inventory (/inventory/list): stock per product and warehouse (on hand, reserved, available; the low-stock
 * filter), a stocktake that posts the difference with its reason, and each row's movement ledger.
 */
import { PRODUCT_KINDS, stockAdjustFields, stockLevel } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useEffect, useState } from 'react';
import { inventoryApi } from '../../api/inventory';
import { useT } from '../../i18n/use-t';
import { ActionForm } from '../../resource/action-form';
import { apiFor } from '../../resource/api';
import { useResourceLabels } from '../../resource/labels';
import { ResourceScreen } from '../../resource/resource-screen';
import type { PageProps } from '../../routes/types';
import { LowStockTag } from './low-stock-tag';
import { Movements } from './movements';

/** What the counted warehouse holds now, once product and warehouse are chosen. */
function CurrentStock({ productId, warehouseId }: { productId: unknown; warehouseId: unknown }) {
  const t = useT();
  const [onHand, setOnHand] = useState<number | null>(null);
  useEffect(() => {
    setOnHand(null);
    if (!productId || !warehouseId) return;
    apiFor(stockLevel)
      .list({ productId: String(productId), warehouseId: String(warehouseId) })
      .then(
        (page) => setOnHand(Number(page.list[0]?.onHand ?? 0)),
        () => undefined,
      );
  }, [productId, warehouseId]);
  if (onHand === null) return null;
  return <p className="text-secondary">{t('inventory.currentOnHand', { qty: onHand })}</p>;
}

function Stocktake({ onDone }: { onDone: () => void }) {
  const t = useT();
  const labels = useResourceLabels(stockLevel);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Permission required={stockLevel.permissions.write} mode="disable" reason={t('resource.noPermission')}>
        <Button variant="primary" onPress={() => setOpen(true)}>
          {labels.action('adjust')}
        </Button>
      </Permission>
      {open && (
        <ActionForm
          title={labels.action('adjust')}
          submitText={labels.action('adjust')}
          fields={stockAdjustFields}
          labels={labels}
          // Services are not stocked.
          refFilters={{ productId: { kind: PRODUCT_KINDS.filter((kind) => kind !== 'service').join(',') } }}
          hint={(values) => <CurrentStock productId={values.productId} warehouseId={values.warehouseId} />}
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            await inventoryApi.adjust(values);
            toast.success(t('resource.done', { action: labels.action('adjust') }));
            setOpen(false);
            onDone();
          }}
        />
      )}
    </>
  );
}

export default function InventoryPage({ route }: PageProps) {
  const t = useT();
  return (
    <ResourceScreen
      def={stockLevel}
      title={t(route.titleKey)}
      toolbar={(reload) => <Stocktake onDone={reload} />}
      cells={{ lowStock: (row) => <LowStockTag low={row.lowStock === true} /> }}
      detail={{ sections: (stock, reload) => <Movements stock={stock} onChanged={reload} /> }}
    />
  );
}
