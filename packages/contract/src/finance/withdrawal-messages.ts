/** Server messages of the finance module: withdrawals. */
import { bilingual } from '../bilingual';

export const withdrawalMessages = bilingual(
  {
    'withdrawal.notFound': 'This withdrawal record does not exist',
    'withdrawal.partnerInactive': 'This partner is suspended and cannot withdraw',
    'withdrawal.belowMinimum': 'The amount must be at least ¥{minimum}',
    'withdrawal.dailyCap': "This would exceed today's withdrawal cap of ¥{cap} (¥{left} left)",
    'withdrawal.monthlyCap': "This would exceed this month's withdrawal cap of ¥{cap} (¥{left} left)",
    'withdrawal.insufficient': 'The available balance (¥{available}) is less than the amount',
    'withdrawal.sameApprover': 'Another finance user must give the second approval',
    'withdrawal.tokenInvalid': 'The partner token is missing, wrong or revoked',
  },
  {
    'withdrawal.notFound': '该记录不存在',
    'withdrawal.partnerInactive': '该合作方已停用，不能提现',
    'withdrawal.belowMinimum': '提现金额不能少于 ¥{minimum}',
    'withdrawal.dailyCap': '超出今日提现上限 ¥{cap}（剩余 ¥{left}）',
    'withdrawal.monthlyCap': '超出本月提现上限 ¥{cap}（剩余 ¥{left}）',
    'withdrawal.insufficient': '可提现余额（¥{available}）不足',
    'withdrawal.sameApprover': '第二次审批须由另一位财务人员完成',
    'withdrawal.tokenInvalid': '合作方令牌缺失、错误或已撤销',
  },
);
