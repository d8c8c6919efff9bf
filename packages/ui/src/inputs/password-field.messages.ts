/** The password toggle's names, shared by PasswordField and NativePasswordField. */
import { defineMessages } from '../i18n/messages';

export const passwordFieldMessages = defineMessages({
  'zh-CN': { show: '显示密码', hide: '隐藏密码' },
  'en-US': { show: 'Show password', hide: 'Hide password' },
});
