/**
 * Above the customer list, beside the scope switch: the "today's follow-ups" toggle and, while the pool is shown,
 * how many customers the caller has claimed today of the daily limit.
 */
import { useStore } from '@nanostores/react';
import type { ClaimAllowance } from '@soundboard/contract';
import { businessDay } from '@soundboard/contract';
import { Switch } from '@soundboard/ui/inputs/switch.tsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import type { ListQueryState } from '../../resource/use-list-query';
import { customerApi } from './customer-api';
import { $claimsMade } from './customer-claim';
import { isTodayFilter, withTodayFilter } from './customer-today';

function ClaimAllowanceText() {
  const t = useT();
  const claimsMade = useStore($claimsMade);
  const [allowance, setAllowance] = useState<ClaimAllowance | null>(null);
  // Asked again after each claim made here.
  useEffect(() => {
    customerApi.claims().then(setAllowance, () => undefined);
  }, [claimsMade]);
  if (!allowance) return null;
  return (
    <span className="text-sm text-secondary" aria-live="polite">
      {t('crm.customer.claim.allowance', { claimed: allowance.claimedToday, limit: allowance.limit })}
    </span>
  );
}

export function CustomerListBar({ query }: { query: ListQueryState }) {
  const t = useT();
  const today = businessDay();
  const on = isTodayFilter(query.params, today);
  return (
    <>
      <Switch isSelected={on} onChange={(next) => query.setParams(withTodayFilter(query.params, today, next))}>
        {t('crm.customer.today')}
      </Switch>
      {query.params.scope === 'pool' && <ClaimAllowanceText />}
    </>
  );
}
