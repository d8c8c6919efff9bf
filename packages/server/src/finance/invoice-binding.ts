/** Invoices' rules beyond their fields (issue 22: being built). */
import { invoice } from '@soundboard/contract';
import { defineBinding } from '../resources/binding';

export const invoiceBinding = defineBinding(invoice, {});
