/**
 * Everything the Workplace asks the server for, asked for together ahead of the page (page-loaders.ts, at sign-in
 * or as the router loads the page's code): the figures, the caller's sales target, the invoices to reverse and the
 * two customer lists — each list only when the caller may read it (a request the server would refuse shows an
 * error toast). The panels take their answers when they mount: one wave of requests, not the figures' and then
 * the panels'.
 */
import { customer, invoice } from '@soundboard/contract';
import { crmTrackingApi } from '../../api/crm-tracking';
import { prefetchable } from '../../api/prefetchable';
import { prefetchWorkplaceFigures } from '../../api/workplace';
import { needMessages } from '../../i18n';
import { apiFor } from '../../resource/api';
import { $session } from '../../stores/session';
import { loadMyKpi } from '../setting/kpi-api';

/** The invoices to reverse: the same parameters the invoice screen puts in its URL. */
export const NEEDS_REVERSAL_FILTER = { needsReversal: 'true', status: 'issued' } as const;

/** The caller's sales target (the Workplace's own permission covers it). */
export const myKpi = prefetchable(loadMyKpi);
/** The count only: the list's own total, one row asked for, so it matches what the link shows. */
export const invoicesToReverse = prefetchable(() =>
  apiFor(invoice).list({ ...NEEDS_REVERSAL_FILTER, page: '1', pageSize: '1' }),
);
export const followUpsToday = prefetchable(crmTrackingApi.today);
export const poolWarnings = prefetchable(crmTrackingApi.poolWarnings);

export function prefetchWorkplace(): void {
  prefetchWorkplaceFigures();
  myKpi.prefetch();
  const { permissions } = $session.get();
  if (permissions.includes(invoice.permissions.read)) {
    invoicesToReverse.prefetch();
    // Its panel speaks the finance words: only finance readers need them, so they are not the route's.
    needMessages(['finance']).catch(() => undefined);
  }
  if (permissions.includes(customer.permissions.read)) {
    followUpsToday.prefetch();
    poolWarnings.prefetch();
  }
}
