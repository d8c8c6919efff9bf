/** Partners' rules beyond their fields (issue 22: being built). */
import { partner } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const partnerBinding = defineBinding(partner, {});
