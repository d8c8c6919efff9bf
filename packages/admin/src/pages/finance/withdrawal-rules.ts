/**
 * The withdrawal rules the screen shows before the server answers (the fee preview, "needs two approvals"): read
 * from the rules the server checks against (contract WITHDRAWAL_RULES_PATH, finance:read), so finance staff who
 * may not read the configuration see them too.
 */
import type { WithdrawalRules } from '@soundboard/contract';
import { useCallback } from 'react';
import { loadWithdrawalRules } from '../../api/finance-withdrawals';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';

const NOTHING = () => Promise.resolve(undefined);

/** The withdrawal rules, or undefined (loading, or the user may not read finance). */
export function useWithdrawalRules(): WithdrawalRules | undefined {
  const mayRead = useCan()('finance:read');
  const load = useCallback(() => (mayRead ? loadWithdrawalRules() : NOTHING()), [mayRead]);
  return useLatestLoad(load).data;
}
