/** The words the overlays say by themselves. */
import { defineMessages } from '../i18n/messages';

export const overlayMessages = defineMessages({
  'zh-CN': { close: '关闭', ok: '确定', cancel: '取消' },
  'en-US': { close: 'Close', ok: 'OK', cancel: 'Cancel' },
});
