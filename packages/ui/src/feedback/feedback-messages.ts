/** The words the feedback components say by themselves. */
import { defineMessages } from '../i18n/messages';

export const feedbackMessages = defineMessages({
  'zh-CN': { close: '关闭', messages: '消息', notifications: '通知' },
  'en-US': { close: 'Close', messages: 'Messages', notifications: 'Notifications' },
});
