/**
 * The movement ledger of one product in one warehouse (append-only), newest first, in the stock row's detail.
 * A stocktake adjustment not yet reversed can be reversed here: the correction is a new row, never an edit.
 */
import { useStore } from '@nanostores/react';
import { stockMovement } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { type DataColumn, DataTable } from '@soundboard/ui/table/data-table.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { useCallback, useEffect, useState } from 'react';
import { inventoryApi } from '../../api/inventory';
import { useT } from '../../i18n/use-t';
import { apiFor, type ResourceRecord } from '../../resource/api';
import { fieldValue } from '../../resource/cells';
import { useResourceLabels } from '../../resource/labels';
import { $locale } from '../../stores/locale';

const LATEST = '30';

export function Movements({ stock, onChanged }: { stock: ResourceRecord; onChanged: () => void }) {
  const t = useT();
  const locale = useStore($locale);
  const labels = useResourceLabels(stockMovement);
  const [rows, setRows] = useState<ResourceRecord[] | null>(null);
  const load = useCallback(() => {
    apiFor(stockMovement)
      .list({ productId: String(stock.productId), warehouseId: String(stock.warehouseId), pageSize: LATEST })
      .then(
        (page) => setRows(page.list),
        () => setRows([]),
      );
  }, [stock.productId, stock.warehouseId]);
  useEffect(load, [load]);

  const reversed = new Set((rows ?? []).map((row) => row.reversesId).filter((id) => id !== null));
  const reverse = async (row: ResourceRecord) => {
    const ok = await confirm({
      title: t('inventory.reverse.title'),
      content: t('inventory.reverse.content', { qty: Number(row.qty) }),
      okText: labels.action('reverse'),
    });
    if (!ok) return;
    if (
      await inventoryApi.reverse(row.id, t('inventory.reverse.note')).then(
        () => true,
        () => false,
      )
    ) {
      toast.success(t('resource.done', { action: labels.action('reverse') }));
      load();
      onChanged();
    }
  };

  const context = { labels, locale, yes: t('resource.yes'), no: t('resource.no') };
  const show = (name: string) => (row: ResourceRecord) => {
    const field = stockMovement.fields[name as keyof typeof stockMovement.fields];
    return field ? fieldValue(name, field, row[name], { ...context, refLabels: row.refLabels }) : null;
  };
  const columns: DataColumn<ResourceRecord>[] = [
    { id: 'at', title: labels.field('at'), cell: show('at') },
    { id: 'reason', title: labels.field('reason'), cell: show('reason') },
    {
      id: 'qty',
      title: labels.field('qty'),
      align: 'end',
      cell: (row) => (Number(row.qty) > 0 ? `+${row.qty}` : String(row.qty)),
    },
    { id: 'docNo', title: labels.field('docNo'), cell: show('docNo') },
    { id: 'note', title: labels.field('note'), cell: show('note'), wrap: true },
    {
      id: 'actions',
      title: t('resource.actions'),
      cell: (row) =>
        row.reason === 'adjustment' && !reversed.has(row.id) ? (
          <Permission required={stockMovement.permissions.write}>
            <Button size="sm" variant="text" onPress={() => void reverse(row)}>
              {labels.action('reverse')}
            </Button>
          </Permission>
        ) : null,
    },
  ];
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{labels.title}</h3>
      <DataTable aria-label={labels.title} columns={columns} rows={rows ?? []} loading={rows === null} />
    </section>
  );
}
