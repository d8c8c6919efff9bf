/** The printed documents' shared piece (contract finance/print.ts): the seller printed on invoices and withdrawal slips. */
import type { PrintCompany } from '@soundboard/contract';
import * as v from 'valibot';
import { shape } from './output-shapes';

export const printCompany = shape<PrintCompany>()({
  name: v.string(),
  taxId: v.string(),
  address: v.string(),
  phone: v.string(),
  bankName: v.string(),
  bankAccount: v.string(),
});
