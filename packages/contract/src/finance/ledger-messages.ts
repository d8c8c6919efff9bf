/** Server messages of the finance module: ledgers. */
import { bilingual } from '../bilingual';

export const ledgerMessages = bilingual(
  {
    'ledger.notFound': 'This ledger record does not exist',
  },
  {
    'ledger.notFound': '该记录不存在',
  },
);
