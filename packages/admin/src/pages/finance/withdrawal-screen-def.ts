/**
 * The withdrawal definition as the screen uses it: paying leaves the framework's generic transition buttons,
 * because its proof is chosen from the materials library (./withdrawal-pay.tsx) rather than typed as a number.
 */
import { type ResourceDef, withdrawal } from '@soundboard/contract';

const { pay: _paidElsewhere, ...transitions } = withdrawal.states?.transitions ?? {};

export const withdrawalScreenDef: ResourceDef = withdrawal.states
  ? { ...withdrawal, states: { ...withdrawal.states, transitions } }
  : withdrawal;
