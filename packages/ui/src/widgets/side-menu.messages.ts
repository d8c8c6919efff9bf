import { defineMessages } from '../i18n/messages';

export const sideMenuMessages = defineMessages({
  'zh-CN': { collapse: '收起菜单', expand: '展开菜单' },
  'en-US': { collapse: 'Collapse menu', expand: 'Expand menu' },
});
