/**
 * Texts of the result codes and of the validation keys, in both locales, so the server can answer `message`
 * in the caller's language. The type makes both locales carry the same keys.
 */
import type { Locale } from './locale';

const enUS = {
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
  'result.payloadTooLarge': 'The request is too large',
  'result.unsupportedMediaType': 'Unsupported content type',
  'result.serverError': 'Server error (reference {ref})',
  'result.serviceUnavailable': 'The service is not available right now',
  'login.form.userName.errMsg': 'Username cannot be empty',
  'login.form.password.errMsg': 'Password cannot be empty',
  'userSetting.form.error.email.required': 'Please enter email address',
  'userSetting.form.error.nickname.required': 'Please enter nickname',
  'userSetting.form.error.countryRegion.required': 'Please select country/region',
  'userSetting.form.error.area.required': 'Please Select a area',
  'userSetting.form.error.profile.maxLength': 'No more than 200 words',
  'password.tooShort': 'The password needs at least 6 characters',
  'password.tooLong': 'The password is too long',
  'password.noSpaces': 'The password cannot contain spaces',
  'password.needDigit': 'The password needs a digit',
  'password.needLower': 'The password needs a lowercase letter',
  'password.needUpper': 'The password needs an uppercase letter',
  'password.needSpecial': 'The password needs a special character',
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
} as const;

export type MessageKey = keyof typeof enUS;

const zhCN: Record<MessageKey, string> = {
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
  'result.payloadTooLarge': '请求内容过大',
  'result.unsupportedMediaType': '不支持的内容类型',
  'result.serverError': '服务器错误（参考编号 {ref}）',
  'result.serviceUnavailable': '服务暂不可用',
  'login.form.userName.errMsg': '用户名不能为空',
  'login.form.password.errMsg': '密码不能为空',
  'userSetting.form.error.email.required': '请输入邮箱',
  'userSetting.form.error.nickname.required': '请输入昵称',
  'userSetting.form.error.countryRegion.required': '请选择国家/地区',
  'userSetting.form.error.area.required': '请选择所在区域',
  'userSetting.form.error.profile.maxLength': '不能超过200个字',
  'password.tooShort': '密码至少需要 6 个字符',
  'password.tooLong': '密码过长',
  'password.noSpaces': '密码不能包含空格',
  'password.needDigit': '密码需要包含数字',
  'password.needLower': '密码需要包含小写字母',
  'password.needUpper': '密码需要包含大写字母',
  'password.needSpecial': '密码需要包含特殊字符',
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
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export function isMessageKey(key: string): key is MessageKey {
  return key in enUS;
}

/** Translates a key (unknown keys, e.g. valibot's own defaults, map to a generic text) and fills {name}. */
export function translate(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const template = isMessageKey(key) ? MESSAGES[locale][key] : MESSAGES[locale]['validation.invalid'];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
