/** Server messages of companies and customers: validation, ownership, transfer and its message-box text. */
import { bilingual } from '../bilingual';

export const crmMessages = bilingual(
  {
    'validation.creditCode': 'A unified social credit code has 18 digits and capital letters',
    'validation.creditCodeCheck': 'This credit code is not valid: check its last character',
    'validation.dictionaryValue': 'Choose one of the values of the list',
    'customer.companyRequired': 'Choose the company of this customer',
    'customer.ownedElsewhere': 'A customer with this {field} already exists and is owned by another salesperson',
    'customer.existsVisible': 'Customer {code} {name} already has this {field}',
    'customer.notYours': 'This customer is owned by another salesperson',
    'customer.inPool': 'This customer is in the shared pool: claim it first',
    'customer.transferSame': 'The customer is already owned by this user',
    'customer.ownerNotSales': 'The new owner cannot manage customers',
    'company.onePrimary': 'Only one contact can be the primary contact',
    'customer.transferredTitle': 'Customer {code} {name} is now yours',
    'customer.transferredContent': '{actor} transferred this customer to you. {note}',
  },
  {
    'validation.creditCode': '统一社会信用代码为 18 位数字或大写字母',
    'validation.creditCodeCheck': '统一社会信用代码无效，请检查最后一位校验码',
    'validation.dictionaryValue': '请从列表中选择',
    'customer.companyRequired': '请选择客户所属公司',
    'customer.ownedElsewhere': '已存在该{field}的客户，归属其他销售',
    'customer.existsVisible': '客户 {code} {name} 已使用该{field}',
    'customer.notYours': '该客户归属其他销售',
    'customer.inPool': '该客户在公海中，请先领取',
    'customer.transferSame': '该客户已归属此用户',
    'customer.ownerNotSales': '新负责人没有管理客户的权限',
    'company.onePrimary': '只能有一位主要联系人',
    'customer.transferredTitle': '客户 {code} {name} 已转给您',
    'customer.transferredContent': '{actor} 将该客户转移给您。{note}',
  },
);
