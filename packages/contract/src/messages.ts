/**
 * Texts of the result codes and of the validation keys, in both locales, so the server can answer `message`
 * in the caller's language. The type makes both locales carry the same keys.
 */

import { articleMessages } from './content/article-messages';
import { forumMessages } from './content/forum-messages';
import { crmMessages } from './crm/crm-messages';
import { importMessages } from './crm/import-messages';
import { poolMessages } from './crm/pool-messages';
import { decorationMessages } from './decoration/decoration-messages';
import { invoiceMessages } from './finance/invoice-messages';
import { ledgerMessages } from './finance/ledger-messages';
import { withdrawalMessages } from './finance/withdrawal-messages';
import type { Locale } from './locale';
import { mediaMessages } from './media/media-messages';
import { notificationMessages } from './notifications/notification-messages';
import { playerMessages } from './player/player-messages';
import { certificationMessages } from './schemas/certification-messages';
import { apiDocsMessages } from './settings/api-docs-messages';
import { configMessages } from './settings/config-messages';
import { dataExportMessages } from './settings/data-export-messages';
import { kpiMessages } from './settings/kpi-messages';
import { menuMessages } from './settings/menu-messages';
import { userAdminMessages } from './settings/user-admin-messages';
import { twoFactorMessages } from './two-factor-messages';

const coreEnUS = {
  'result.success': 'Success',
  'result.sessionInvalid': 'You have been logged out, please log in again',
  'result.badCredentials': 'Wrong username or password',
  'result.validationFailed': 'Some fields are not valid',
  'result.forbidden': 'You do not have permission to do this',
  'result.notFound': 'Not found',
  'result.versionConflict': 'Someone else changed this record; reload and try again',
  'result.alreadyExists': 'This already exists',
  'result.invalidTransition': 'This action is not allowed in the current status',
  'result.tooManyRequests': 'Too many attempts, please try again later',
  'result.tooManyRequestsRetry': 'Too many attempts, please try again in {minutes}\u00a0min', // no break between number and unit
  'result.payloadTooLarge': 'The request is too large',
  'result.unsupportedMediaType': 'Unsupported content type',
  'result.gone': 'This is no longer available',
  'result.serverError': 'Server error (reference {ref})',
  'result.serviceUnavailable': 'The service is not available right now',
  'login.form.userName.errMsg': 'Username cannot be empty',
  'login.form.password.errMsg': 'Password cannot be empty',
  'userSetting.form.error.email.required': 'Please enter email address',
  'userSetting.form.error.nickname.required': 'Please enter nickname',
  'userSetting.form.error.countryRegion.required': 'Please select country/region',
  'userSetting.form.error.area.required': 'Please Select a area',
  'userSetting.form.error.profile.maxLength': 'No more than 200 words',
  'password.tooShort': 'The password needs at least {min} characters',
  'password.containsUsername': 'The password cannot contain the username',
  'password.common': 'This password is too common; choose another',
  'password.tooLong': 'The password is too long',
  'password.wrongOld': 'The current password is wrong',
  'validation.required': 'This field is required',
  'validation.tooLong': 'This value is too long',
  'validation.email': 'Please enter a valid email address',
  'validation.url': 'Please enter a web address starting with http:// or https://',
  'validation.phone': 'Please enter a phone number (digits, spaces, dashes, an optional leading +)',
  'validation.username': 'Use 3-32 letters, digits, dots, dashes or underscores',
  'validation.regionCode': 'Unknown region',
  'validation.invalid': 'This value is not valid',
  'validation.unknownField': 'Unknown field',
  'validation.type': 'This value has the wrong type',
  'avatar.type': 'Upload a PNG, JPEG or WebP image',
  'avatar.missing': 'Choose an image to upload',
  'validation.tooSmall': 'This value is too small',
  'validation.tooLarge': 'This value is too large',
  'validation.date': 'Please enter a valid date',
  'validation.tooMany': 'Too many items',
  'validation.duplicate': 'The list has the same item twice',
  'validation.linesRequired': 'Add at least one line',
  'validation.sort': 'This column cannot be sorted',
  'validation.code': 'Use 3-40 capital letters, digits or dashes',
  'resource.notEditable': 'This record cannot be changed while it is “{status}”',
  'resource.notDeletable': 'This record cannot be deleted while it is “{status}”',
  'resource.notReferable': '“{name}” cannot be chosen while it is “{status}”',
  'resource.inUse': 'Other records use this one, so it cannot be deleted',
  'resource.busy': 'Someone else was changing the same records at that moment; please try again',
  'resource.transitionRefused': '“{action}” is not possible while the status is “{status}”',
  'resource.duplicate': '{field} “{value}” is already taken',
  'stock.insufficient': 'Not enough {sku} in this warehouse: {available} available',
  'stock.belowReserved': 'Stock cannot go below what is reserved ({reserved})',
  'stock.alreadyReversed': 'This movement has already been reversed',
  'stock.notReversible': 'Only stocktake adjustments can be reversed here; documents reverse their own movements',
  'product.notSellable': '{sku} is not on sale',
  'order.lineOverDelivered': 'More than the order line still needs ({remaining})',
  'order.notDeliverable': 'Only approved orders can be delivered',
  'order.hasActivity': 'The order has shipments or payments; settle them first',
  'order.notPaidInFull': 'The order is not paid in full yet',
  'order.discountTooLarge': 'The discount is more than the line is worth',
  'receipt.overAllocated': 'The allocations add up to more than the receipt',
  'receipt.orderOverpaid': 'More than order {orderNo} still owes ({due})',
  'receipt.wrongCustomer': 'Order {orderNo} belongs to another customer',
  'receipt.orderNotPayable': 'Order {orderNo} cannot take payments while it is “{status}”',
  'refund.overPaid': 'More than the customer has paid and not had back ({max})',
  'refund.overReturned': 'More than was delivered and not yet returned ({max})',
  'refund.linesRequired': 'A return refund names the goods coming back',
  'refund.approvedTooHigh': 'The approved amount is more than was requested',
  'delivery.serialsRequired': '{sku} needs {qty} serial numbers',
  'delivery.serialTaken': 'Serial number {serial} has already been shipped',
  'refund.goodsNotBack': 'The returned goods have not been received yet',
  'refund.orderNotRefundable': 'Order {orderNo} cannot be refunded while it is “{status}”',
  'refund.linesNotAllowed': 'A refund without a return names no goods',
  'refund.serialUnknown': 'Serial number {serial} was not shipped with this order',
  'receipt.voidRefunded': 'Order {orderNo} has refunds this payment covers; the receipt cannot be voided',
  'order.foreignLine': 'This line is not part of order {orderNo}',
  'stock.noDifference': 'The count equals the stock on hand ({onHand}); there is nothing to adjust',
  'stock.notStocked': '{sku} is a service and is not kept in stock',
  'validation.notFound': 'No such record',
  'document.orderFixed': 'A document stays with the order it was made for; cancel it and make a new one',
} as const;

const coreZhCN: Record<keyof typeof coreEnUS, string> = {
  'result.success': '成功',
  'result.sessionInvalid': '您已退出登录，请重新登录',
  'result.badCredentials': '用户名或密码错误',
  'result.validationFailed': '部分字段不合法',
  'result.forbidden': '您没有执行此操作的权限',
  'result.notFound': '未找到',
  'result.versionConflict': '记录已被他人修改，请刷新后重试',
  'result.alreadyExists': '已存在',
  'result.invalidTransition': '当前状态不允许此操作',
  'result.tooManyRequests': '尝试次数过多，请稍后再试',
  'result.tooManyRequestsRetry': '尝试次数过多，请 {minutes} 分钟后再试',
  'result.payloadTooLarge': '请求内容过大',
  'result.unsupportedMediaType': '不支持的内容类型',
  'result.gone': '已不再可用',
  'result.serverError': '服务器错误（参考编号 {ref}）',
  'result.serviceUnavailable': '服务暂不可用',
  'login.form.userName.errMsg': '用户名不能为空',
  'login.form.password.errMsg': '密码不能为空',
  'userSetting.form.error.email.required': '请输入邮箱',
  'userSetting.form.error.nickname.required': '请输入昵称',
  'userSetting.form.error.countryRegion.required': '请选择国家/地区',
  'userSetting.form.error.area.required': '请选择所在区域',
  'userSetting.form.error.profile.maxLength': '不能超过200个字',
  'password.tooShort': '密码至少需要 {min} 个字符',
  'password.containsUsername': '密码不能包含用户名',
  'password.common': '该密码过于常见，请换一个',
  'password.tooLong': '密码过长',
  'password.wrongOld': '当前密码错误',
  'validation.required': '此项为必填项',
  'validation.tooLong': '内容过长',
  'validation.email': '请输入有效的邮箱地址',
  'validation.url': '请输入以 http:// 或 https:// 开头的网址',
  'validation.phone': '请输入电话号码（数字、空格、短横线，可以 + 开头）',
  'validation.username': '请使用 3-32 位字母、数字、点、短横线或下划线',
  'validation.regionCode': '未知地区',
  'validation.invalid': '值不合法',
  'validation.unknownField': '未知字段',
  'validation.type': '值的类型不正确',
  'avatar.type': '请上传 PNG、JPEG 或 WebP 图片',
  'avatar.missing': '请选择要上传的图片',
  'validation.tooSmall': '数值太小',
  'validation.tooLarge': '数值太大',
  'validation.date': '请输入有效日期',
  'validation.tooMany': '条目过多',
  'validation.duplicate': '列表中有重复项',
  'validation.linesRequired': '请至少添加一行',
  'validation.sort': '该列不支持排序',
  'validation.code': '请使用 3-40 位大写字母、数字或短横线',
  'resource.notEditable': '当前状态为“{status}”，不能修改',
  'resource.notDeletable': '当前状态为“{status}”，不能删除',
  'resource.notReferable': '“{name}”当前状态为“{status}”，不能选用',
  'resource.inUse': '该记录已被其他记录引用，不能删除',
  'resource.busy': '有人正在同时修改相关记录，请重试',
  'resource.transitionRefused': '当前状态为“{status}”，不能执行“{action}”',
  'resource.duplicate': '{field}“{value}”已被使用',
  'stock.insufficient': '{sku} 在该仓库库存不足：可用 {available}',
  'stock.belowReserved': '库存不能少于已预留数量（{reserved}）',
  'stock.alreadyReversed': '该流水已被冲销',
  'stock.notReversible': '只有盘点调整可以在此冲销，单据产生的流水请通过单据处理',
  'product.notSellable': '{sku} 未在售',
  'order.lineOverDelivered': '超过订单行未发货数量（{remaining}）',
  'order.notDeliverable': '只有已审核的订单可以发货',
  'order.hasActivity': '订单已有发货或收款，请先处理',
  'order.notPaidInFull': '订单尚未收齐款项',
  'order.discountTooLarge': '优惠金额超过该行金额',
  'receipt.overAllocated': '分配金额合计超过收款金额',
  'receipt.orderOverpaid': '超过订单 {orderNo} 的待收金额（{due}）',
  'receipt.wrongCustomer': '订单 {orderNo} 属于其他客户',
  'receipt.orderNotPayable': '订单 {orderNo} 当前状态为“{status}”，不能收款',
  'refund.overPaid': '超过客户已付且未退的金额（{max}）',
  'refund.overReturned': '超过已发货且未退回的数量（{max}）',
  'refund.linesRequired': '退货退款需要填写退回的商品',
  'refund.approvedTooHigh': '核准金额超过申请金额',
  'delivery.serialsRequired': '{sku} 需要 {qty} 个序列号',
  'delivery.serialTaken': '序列号 {serial} 已发货',
  'refund.goodsNotBack': '退回的货品尚未收到',
  'refund.orderNotRefundable': '订单 {orderNo} 当前状态为“{status}”，不能退款',
  'refund.linesNotAllowed': '仅退款不需要填写退回的商品',
  'refund.serialUnknown': '序列号 {serial} 不是该订单发出的',
  'receipt.voidRefunded': '订单 {orderNo} 的退款依赖这笔收款，不能作废',
  'order.foreignLine': '该行不属于订单 {orderNo}',
  'stock.noDifference': '盘点数量与账面库存（{onHand}）相同，无需调整',
  'stock.notStocked': '{sku} 是服务，不计库存',
  'validation.notFound': '该记录不存在',
  'document.orderFixed': '单据不能更换所属订单，请取消后重新创建',
};

/** Each area's texts beside the core ones, each checked for both locales where it is declared (./bilingual.ts). */
const AREAS = [
  userAdminMessages,
  configMessages,
  kpiMessages,
  menuMessages,
  apiDocsMessages,
  twoFactorMessages,
  mediaMessages,
  crmMessages,
  poolMessages,
  importMessages,
  articleMessages,
  forumMessages,
  decorationMessages,
  playerMessages,
  ledgerMessages,
  withdrawalMessages,
  invoiceMessages,
  certificationMessages,
  notificationMessages,
  dataExportMessages,
] as const;

const enUS = Object.assign({}, coreEnUS, ...AREAS.map((area) => area['en-US'])) as typeof coreEnUS &
  (typeof userAdminMessages)['en-US'] &
  (typeof configMessages)['en-US'] &
  (typeof kpiMessages)['en-US'] &
  (typeof menuMessages)['en-US'] &
  (typeof apiDocsMessages)['en-US'] &
  (typeof twoFactorMessages)['en-US'] &
  (typeof mediaMessages)['en-US'] &
  (typeof crmMessages)['en-US'] &
  (typeof poolMessages)['en-US'] &
  (typeof importMessages)['en-US'] &
  (typeof articleMessages)['en-US'] &
  (typeof forumMessages)['en-US'] &
  (typeof decorationMessages)['en-US'] &
  (typeof playerMessages)['en-US'] &
  (typeof ledgerMessages)['en-US'] &
  (typeof withdrawalMessages)['en-US'] &
  (typeof invoiceMessages)['en-US'] &
  (typeof certificationMessages)['en-US'] &
  (typeof notificationMessages)['en-US'] &
  (typeof dataExportMessages)['en-US'];
const zhCN = Object.assign({}, coreZhCN, ...AREAS.map((area) => area['zh-CN'])) as Record<keyof typeof enUS, string>;

export type MessageKey = keyof typeof enUS;

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export function isMessageKey(key: string): key is MessageKey {
  return key in enUS;
}

/** Translates a key (unknown keys, e.g. valibot's own defaults, map to a generic text) and fills {name}. */
export function translate(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = isMessageKey(key) ? MESSAGES[locale][key] : MESSAGES[locale]['validation.invalid'];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
