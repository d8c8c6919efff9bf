/**
 * The finance settings a withdrawal is checked against, read inside the caller's transaction (the config cache
 * would read through the app's db, which on the embedded database waits for the open transaction forever).
 */
import { type ConfigKey, type ConfigValueOf, configKeyDef, type WithdrawalRules } from '@soundboard/contract';
import type { Db, Tx } from '../db/client';
import { readStored } from '../settings/config-store';

export async function withdrawalRules(tx: Db | Tx): Promise<WithdrawalRules> {
  const stored = await readStored(tx);
  const value = <K extends ConfigKey>(key: K) =>
    (stored.get(key)?.value ?? configKeyDef(key)?.default) as ConfigValueOf<K>;
  return {
    minimum: value('finance.withdrawalMinimum'),
    dailyCap: value('finance.withdrawalDailyCap'),
    monthlyCap: value('finance.withdrawalMonthlyCap'),
    feePercent: value('finance.withdrawalFeePercent'),
    secondApprovalAbove: value('finance.withdrawalSecondApprovalAbove'),
  };
}

/** ¥ with two decimals, for the messages' placeholders. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);
