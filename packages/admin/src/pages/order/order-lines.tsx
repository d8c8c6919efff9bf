/**
 * The sale order's line editor: products on sale only; picking one fills its price (still editable); each
 * line's amount and the order's totals follow every keystroke with the contract's arithmetic, which the
 * server applies again when it saves (it is authoritative).
 */
import { useStore } from '@nanostores/react';
import { lineAmount, orderTotals, product } from '@soundboard/contract';
import { formatMoney } from '@soundboard/ui/data-display/format-money.ts';
import { useT } from '../../i18n/use-t';
import { apiFor } from '../../resource/api';
import type { ResourceLabels } from '../../resource/labels';
import type { Line, LinesCustomization } from '../../resource/lines-editor';
import { $locale } from '../../stores/locale';

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function asLine(line: Line) {
  return { qty: numberOf(line.qty), unitPrice: numberOf(line.unitPrice), discount: numberOf(line.discount) };
}

function Totals({ lines, labels }: { lines: Line[]; labels: ResourceLabels }) {
  const locale = useStore($locale);
  const totals = orderTotals(lines.map(asLine));
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  return (
    <dl
      aria-live="polite"
      className="ml-auto grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-base tabular-nums"
    >
      <dt className="text-secondary">{labels.field('subtotal')}</dt>
      <dd className="text-right">{money(totals.subtotal)}</dd>
      <dt className="text-secondary">{labels.field('discountTotal')}</dt>
      <dd className="text-right">-{money(totals.discountTotal)}</dd>
      <dt className="font-semibold text-default">{labels.field('total')}</dt>
      <dd className="text-right text-lg font-semibold">{money(totals.total)}</dd>
    </dl>
  );
}

export function useOrderLines(labels: ResourceLabels): LinesCustomization {
  const t = useT();
  const locale = useStore($locale);
  return {
    refFilters: () => ({ productId: { status: 'on_sale' } }),
    newLine: () => ({ productId: null, qty: 1, unitPrice: null, discount: 0 }),
    async onFieldChange(_line, field, value) {
      if (field !== 'productId' || value === null) return {};
      const picked = await apiFor(product).get(Number(value));
      return { unitPrice: picked.salePrice };
    },
    computed: [
      {
        id: 'amount',
        title: labels.line('amount'),
        cell: (line) => formatMoney(lineAmount(asLine(line)), 'CNY', locale),
      },
    ],
    summary: (lines) =>
      lines.length > 0 ? <Totals lines={lines} labels={labels} /> : <p className="text-muted">{t('order.noLines')}</p>,
  };
}
