/** Button's own words (the pending spinner's name), shared by Button and NativeButton. */
import { defineMessages } from '../i18n/messages';

export const buttonMessages = defineMessages({
  'zh-CN': { loading: '加载中' },
  'en-US': { loading: 'Loading' },
});
