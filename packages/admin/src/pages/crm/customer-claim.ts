/**
 * Claim a pool customer: the confirmation says how many the caller has claimed today of the daily limit (GET
 * /customers/claims); a refusal (the limit reached, claimed by someone else meanwhile) arrives as the server's
 * translated message in the client's error toast. Answers whether the customer was claimed.
 */
import { customer, displayName } from '@soundboard/contract';
import { toast } from '@soundboard/ui/feedback/toast.ts';
import { confirm } from '@soundboard/ui/overlays/modal-store.ts';
import { atom } from 'nanostores';
import { t } from '../../i18n';
import type { ResourceRecord } from '../../resource/api';
import { customerApi } from './customer-api';

/** Counts claims made here, so the shown allowance asks again after each. */
export const $claimsMade = atom(0);

export async function claimCustomer(record: ResourceRecord): Promise<boolean> {
  const name = displayName(customer, record);
  const allowance = await customerApi.claims().catch(() => null);
  const ok = await confirm({
    title: t('crm.customer.claim.title', { name }),
    content: allowance
      ? t('crm.customer.claim.content', { claimed: allowance.claimedToday, limit: allowance.limit })
      : '',
    okText: t('crm.customer.claim'),
  });
  if (!ok) return false;
  const claimed = await customerApi.claim(record.id, record.version).catch(() => null);
  if (claimed) {
    toast.success(t('crm.customer.claimed', { name }));
    $claimsMade.set($claimsMade.get() + 1);
  }
  return claimed !== null;
}
