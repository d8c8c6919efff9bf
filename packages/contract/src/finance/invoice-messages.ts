/** Server messages of the finance module: invoices. */
import { bilingual } from '../bilingual';

export const invoiceMessages = bilingual(
  {
    'invoice.notFound': 'This invoice record does not exist',
  },
  {
    'invoice.notFound': '该记录不存在',
  },
);
