/** Server messages and message-box texts of the shared pool and the follow-ups. */
import { bilingual } from '../bilingual';

export const poolMessages = bilingual(
  {
    'pool.claimLimit': 'You can claim at most {limit} customers a day; you have claimed {count} today',
    'pool.notInPool': 'This customer is no longer in the pool',
    'pool.alreadyInPool': 'This customer is already in the pool',
    'followUp.contactNotOurs': 'This contact does not belong to the customer’s company',
    'followUp.nextBeforeAt': 'The next follow-up must come after this one',
    'followUp.inFuture': 'A follow-up cannot be recorded in the future',
    'pool.note.reclaimedTitle': 'Customer {name} returned to the pool',
    'pool.note.reclaimedContent':
      '{code} {name} had no follow-up for {days} days and went back to the shared pool; anyone may claim it now.',
    'pool.note.warnTitle': 'Customer {name} returns to the pool on {date}',
    'pool.note.warnContent':
      '{code} {name} has had no follow-up for a while: record one before {date} or it goes back to the shared pool.',
  },
  {
    'pool.claimLimit': '每天最多领取 {limit} 个客户，今天已领取 {count} 个',
    'pool.notInPool': '该客户已不在公海中',
    'pool.alreadyInPool': '该客户已在公海中',
    'followUp.contactNotOurs': '该联系人不属于客户所在公司',
    'followUp.nextBeforeAt': '下次跟进时间必须晚于本次跟进',
    'followUp.inFuture': '跟进时间不能晚于当前时间',
    'pool.note.reclaimedTitle': '客户 {name} 已退回公海',
    'pool.note.reclaimedContent': '{code} {name} 已 {days} 天未跟进，已退回公海，其他销售可以领取。',
    'pool.note.warnTitle': '客户 {name} 将于 {date} 退回公海',
    'pool.note.warnContent': '{code} {name} 已较长时间未跟进：请在 {date} 前记录跟进，否则将退回公海。',
  },
);
