import { defineMessages } from '../i18n/messages';

export const qrCodeMessages = defineMessages({
  'zh-CN': { label: '二维码：{value}' },
  'en-US': { label: 'QR code: {value}' },
});
