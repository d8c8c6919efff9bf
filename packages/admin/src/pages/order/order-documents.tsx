/**
 * What the sale order's detail adds: what the customer still owes, and the documents that moved the order —
 * payments (receipt allocations), deliveries, refunds — each linking to its own list. From here a delivery of
 * the open lines or a refund request can be started, prefilled from the order.
 */
import { useStore } from '@nanostores/react';
import {
  canRefund,
  delivery as deliveryDef,
  type ResourceDef,
  receipt as receiptDef,
  refund as refundDef,
} from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { StatusTag } from '@soundboard/ui/data-display/tag.tsx';
import { Button } from '@soundboard/ui/inputs/button.tsx';
import { Link } from '@soundboard/ui/inputs/link.tsx';
import { Permission } from '@soundboard/ui/widgets/permission.tsx';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDateTime, formatDay } from '../../lib/format-date';
import type { ResourceRecord } from '../../resource/api';
import { FormDrawer } from '../../resource/form-drawer';
import { useResourceLabels } from '../../resource/labels';
import { toneOf } from '../../resource/tones';
import { $locale } from '../../stores/locale';
import { deliveryForm, openLines, refundForm } from './document-forms';

type Row = Record<string, unknown> & { id: number };

function DocumentList({ title, rows, render }: { title: string; rows: Row[]; render: (row: Row) => ReactNode }) {
  const t = useT();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-default">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('order.documents.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-subtle rounded-md border border-subtle">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
              {render(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const link = (path: string, text: string) => (
  <Link href={`${path}?q=${encodeURIComponent(text)}`} className="font-medium">
    {text}
  </Link>
);

export function OrderDocuments({ order, reload }: { order: ResourceRecord; reload: () => void }) {
  const t = useT();
  const locale = useStore($locale);
  const receipts = useResourceLabels(receiptDef);
  const deliveries = useResourceLabels(deliveryDef);
  const refunds = useResourceLabels(refundDef);
  const [starting, setStarting] = useState<'delivery' | 'refund' | null>(null);
  const money = (fen: unknown) => formatMoney(Number(fen ?? 0), 'CNY', locale);
  const tag = (def: ResourceDef, labels: typeof receipts, field: string, value: unknown) => (
    <StatusTag size="sm" color={toneOf(def.fields[field], String(value))}>
      {labels.value(field, String(value))}
    </StatusTag>
  );
  const status = String(order.status);
  const canDeliver = status === 'approved' && openLines(order).length > 0;
  const refundable = canRefund({ status, paidAmount: Number(order.paidAmount) });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-base">
        <span className="text-secondary">{t('order.amountDue')}</span>{' '}
        <span className="font-semibold tabular-nums">{money(order.amountDue)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {canDeliver && (
          <Permission required={deliveryDef.permissions.write} mode="disable" reason={t('resource.noPermission')}>
            <Button size="sm" onPress={() => setStarting('delivery')}>
              {t('order.newDelivery')}
            </Button>
          </Permission>
        )}
        {refundable && (
          <Permission required={refundDef.permissions.write} mode="disable" reason={t('resource.noPermission')}>
            <Button size="sm" onPress={() => setStarting('refund')}>
              {t('order.newRefund')}
            </Button>
          </Permission>
        )}
      </div>
      {/* Absent for a role without finance:read: the server sends receipts to finance only. */}
      {order.receipts !== undefined && (
        <DocumentList
          title={t('order.documents.receipts')}
          rows={order.receipts as Row[]}
          render={(row) => (
            <>
              {link('/order/receipt', String(row.receiptNo))}
              {tag(receiptDef, receipts, 'status', row.status)}
              <span>{formatDay(String(row.receivedAt))}</span>
              <span className="ml-auto tabular-nums">{money(row.amount)}</span>
            </>
          )}
        />
      )}
      <DocumentList
        title={t('order.documents.deliveries')}
        rows={(order.deliveries ?? []) as Row[]}
        render={(row) => (
          <>
            {link('/order/delivery', String(row.deliveryNo))}
            {tag(deliveryDef, deliveries, 'status', row.status)}
            {row.shippedAt ? <span>{formatDateTime(String(row.shippedAt))}</span> : null}
            <span className="ml-auto tabular-nums">{t('order.documents.qty', { qty: Number(row.qty) })}</span>
          </>
        )}
      />
      <DocumentList
        title={t('order.documents.refunds')}
        rows={(order.refunds ?? []) as Row[]}
        render={(row) => (
          <>
            {link('/order/refund', String(row.refundNo))}
            {tag(refundDef, refunds, 'status', row.status)}
            <span>{refunds.value('type', String(row.type))}</span>
            <span className="ml-auto tabular-nums">{money(row.approvedAmount ?? row.requestedAmount)}</span>
          </>
        )}
      />
      {starting === 'delivery' && (
        <FormDrawer
          def={deliveryDef}
          labels={deliveries}
          id={null}
          customization={deliveryForm(t('order.product'), order)}
          onClose={() => setStarting(null)}
          onSaved={() => {
            setStarting(null);
            reload();
          }}
        />
      )}
      {starting === 'refund' && (
        <FormDrawer
          def={refundDef}
          labels={refunds}
          id={null}
          customization={refundForm(t('order.product'), order)}
          onClose={() => setStarting(null)}
          onSaved={() => {
            setStarting(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
