/** Server messages and message-box texts of the shared pool and the follow-ups. */
import { bilingual } from '../bilingual';

export const poolMessages = bilingual(
  {
    'pool.claimLimit': 'You can claim at most {limit} customers a day; you have claimed {count} today',
    'pool.notInPool': 'This customer is no longer in the pool',
    'followUp.contactNotOurs': 'This contact does not belong to the customer’s company',
    'followUp.nextBeforeAt': 'The next follow-up must come after this one',
    'followUp.inFuture': 'A follow-up cannot be recorded in the future',
  },
  {
    'pool.claimLimit': '每天最多领取 {limit} 个客户，今天已领取 {count} 个',
    'pool.notInPool': '该客户已不在公海中',
    'followUp.contactNotOurs': '该联系人不属于客户所在公司',
    'followUp.nextBeforeAt': '下次跟进时间必须晚于本次跟进',
    'followUp.inFuture': '跟进时间不能晚于当前时间',
  },
);
