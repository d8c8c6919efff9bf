/**
 * The invoice request's form: the order is picked among paid orders; a special VAT invoice shows and needs the
 * bank, account and address (a normal one leaves them out); a company header needs its tax id. The lines are
 * the server's, taken from the order when the invoice is issued, so the form has none. The server checks it all
 * again and its field issues come back under their fields.
 */
import type { FormCustomization } from '../../resource/form-drawer';
import type { FormValues } from '../../resource/record-values';

const SPECIAL_ONLY = ['bankName', 'bankAccount', 'address', 'phone'];

export const isSpecial = (values: FormValues) => values.vatKind === 'special';

export const invoiceRequestForm: FormCustomization = {
  defaults: () => ({ headerKind: 'company', vatKind: 'normal', language: 'zh-CN' }),
  hideFor: (values) => (isSpecial(values) ? [] : SPECIAL_ONLY),
  requireFor: (values) => [
    ...(values.headerKind === 'company' || isSpecial(values) ? ['taxId'] : []),
    ...(isSpecial(values) ? ['bankName', 'bankAccount', 'address'] : []),
  ],
  refFilters: () => ({ saleOrderId: { payStatus: 'paid' } }),
  lines: { visible: () => false, newLine: null },
};
