/**
 * The Workplace's figures in the order shown, each with its i18n key and, for a count, the list it counts:
 * the list screen's URL with the API's list parameters (contract resources/defs) as its filter.
 */
import { OPEN_DELIVERY_STATUSES, OPEN_REFUND_STATUSES, type WorkplaceFigures } from '@soundboard/contract';

export interface FigureSpec {
  key: keyof WorkplaceFigures & string;
  titleKey: string;
  money?: boolean;
  /** The list behind the figure, filtered. */
  href?: string;
}

export const FIGURES: readonly FigureSpec[] = [
  { key: 'salesToday', titleKey: 'workplace.figure.salesToday', money: true },
  { key: 'salesMonth', titleKey: 'workplace.figure.salesMonth', money: true },
  { key: 'awaitingApproval', titleKey: 'workplace.figure.awaitingApproval', href: '/order/sale?status=submitted' },
  {
    key: 'deliveriesToShip',
    titleKey: 'workplace.figure.deliveriesToShip',
    href: `/order/sale?status=approved&deliveryStatus=${OPEN_DELIVERY_STATUSES.join(',')}`,
  },
  {
    key: 'openRefunds',
    titleKey: 'workplace.figure.openRefunds',
    href: `/order/refund?status=${OPEN_REFUND_STATUSES.join(',')}`,
  },
  { key: 'lowStockItems', titleKey: 'workplace.figure.lowStock', href: '/inventory/list?lowStock=true' },
];

/** A list screen searched for one text (its `q` parameter), e.g. an order number or a SKU. */
export const searchHref = (path: string, text: string) => `${path}?${new URLSearchParams({ q: text })}`;
