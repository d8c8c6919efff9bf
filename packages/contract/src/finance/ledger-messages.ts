/** Messages of the finance module's ledgers, and the names of its row kinds (the staff table and the CSV). */
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
    'ledger.kind.accrue': 'Commission earned',
    'ledger.kind.unfreeze': 'Unfrozen',
    'ledger.kind.withdrawHold': 'Withdrawal held',
    'ledger.kind.withdrawPaid': 'Withdrawal paid',
    'ledger.kind.withdrawReturned': 'Withdrawal returned',
    'ledger.kind.reversal': 'Refund reversal',
    'ledger.kind.adjustment': 'Adjustment',
  },
  {
    'ledger.notFound': '该记录不存在',
    'ledger.exportName': '佣金明细',
    'ledger.insufficient': '合作方余额不足',
    'ledger.sameApprover': '此调整须由另一位财务人员审批或驳回',
    'ledger.notPending': '此调整已处理',
    'ledger.amountZero': '金额不能为零',
    'ledger.partnerSuspended': '该合作方已停用，不能关联新订单',
    'ledger.kind.accrue': '佣金入账',
    'ledger.kind.unfreeze': '解冻',
    'ledger.kind.withdrawHold': '提现冻结',
    'ledger.kind.withdrawPaid': '提现打款',
    'ledger.kind.withdrawReturned': '提现退回',
    'ledger.kind.reversal': '退款冲回',
    'ledger.kind.adjustment': '人工调整',
  },
);
