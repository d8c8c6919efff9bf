/** Server messages of the finance module: ledgers. */
import { bilingual } from '../bilingual';

export const ledgerMessages = bilingual(
  {
    'ledger.notFound': 'This ledger record does not exist',
    'ledger.exportName': 'ledger',
    'ledger.insufficient': "The partner's balance is not enough for this",
    'ledger.sameApprover': 'Another finance user must approve or reject this adjustment',
    'ledger.notPending': 'This adjustment has already been decided',
    'ledger.amountZero': 'The amount must not be zero',
    'ledger.partnerSuspended': 'This partner is suspended and cannot be linked to new orders',
  },
  {
    'ledger.notFound': '该记录不存在',
    'ledger.exportName': '佣金明细',
    'ledger.insufficient': '合作方余额不足',
    'ledger.sameApprover': '此调整须由另一位财务人员审批或驳回',
    'ledger.notPending': '此调整已处理',
    'ledger.amountZero': '金额不能为零',
    'ledger.partnerSuspended': '该合作方已停用，不能关联新订单',
  },
);
