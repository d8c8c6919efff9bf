/** Withdrawals' rules beyond their fields (issue 22: being built). */
import { withdrawal } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const withdrawalBinding = defineBinding(withdrawal, {});
