/**
 * Where each figure of the store home leads: its list screen (contract SCREENS) filtered by the list's own
 * parameters (contract resources/defs) to the records the figure counts.
 */
import { ORDER_STATUSES } from '@soundboard/contract';
import { screenHref } from '../../resource/screen-href';

const withQuery = (screen: string, params: Record<string, string>) =>
  `${screenHref(screen)}?${new URLSearchParams(params)}`;

/** The period's orders that count as sales (not cancelled), of one store. */
export const storeOrdersHref = (storeId: number, from: string, to: string) =>
  withQuery('SaleOrder', {
    storeId: String(storeId),
    orderDateFrom: from,
    orderDateTo: to,
    status: ORDER_STATUSES.filter((status) => status !== 'cancelled').join(','),
  });

export const storesByStatusHref = (status: string) => withQuery('StoreInfo', { status });

/** One store found by its code in the stores list. */
export const storeHref = (code: string) => withQuery('StoreInfo', { q: code });

/** Ads running at `now`: enabled, started, not ended. */
export const runningAdsHref = (now: string) =>
  withQuery('Advertisement', { enabled: 'true', startsAtTo: now, endsAtFrom: now });

export const activeTemplateHref = () => withQuery('DecorationHome', { active: 'true' });
