/** Server messages of the finance module: withdrawals. */
import { bilingual } from '../bilingual';

export const withdrawalMessages = bilingual(
  {
    'withdrawal.notFound': 'This withdrawal record does not exist',
  },
  {
    'withdrawal.notFound': '该记录不存在',
  },
);
