/**
 * The withdrawal rules the screen can show before the server answers: the fee (contract withdrawalFee, the
 * server's own rule) and the finance
 * configuration's fee, minimum and second-approval amount, read only by users who may read the configuration
 * (others see what the server answers on save).
 */
import type { ConfigGroupAnswer } from '@soundboard/contract';
import { useCallback } from 'react';
import { useLatestLoad } from '../../lib/use-latest-load';
import { useCan } from '../../resource/can';
import { configApi } from '../setting/config-api';

export interface WithdrawalConfig {
  feePercent: number;
  minimum: number;
  secondApprovalAbove: number;
}

export function withdrawalConfigOf(answer: Pick<ConfigGroupAnswer, 'values'>): WithdrawalConfig | undefined {
  const { withdrawalFeePercent, withdrawalMinimum, withdrawalSecondApprovalAbove } = answer.values;
  if (
    typeof withdrawalFeePercent !== 'number' ||
    typeof withdrawalMinimum !== 'number' ||
    typeof withdrawalSecondApprovalAbove !== 'number'
  )
    return undefined;
  return {
    feePercent: withdrawalFeePercent,
    minimum: withdrawalMinimum,
    secondApprovalAbove: withdrawalSecondApprovalAbove,
  };
}

const NOTHING = () => Promise.resolve(undefined);

/** The configuration's withdrawal rules, or undefined (loading, or the user may not read the configuration). */
export function useWithdrawalConfig(): WithdrawalConfig | undefined {
  const mayRead = useCan()('config:read');
  const load = useCallback(
    () => (mayRead ? configApi.group('finance').then(withdrawalConfigOf) : NOTHING()),
    [mayRead],
  );
  return useLatestLoad(load).data;
}
