import { defineMessages } from '../i18n/messages';

export const tabBarMessages = defineMessages({
  'zh-CN': {
    openPages: '已打开的页面',
    actions: '标签页操作',
    close: '关闭 {title}',
    refresh: '重新加载',
    closeCurrent: '关闭当前标签页',
    closeLeft: '关闭左侧标签页',
    closeRight: '关闭右侧标签页',
    closeOthers: '关闭其它标签页',
    closeAll: '关闭全部标签页',
  },
  'en-US': {
    openPages: 'Open pages',
    actions: 'Tab actions',
    close: 'Close {title}',
    refresh: 'Reload',
    closeCurrent: 'Close current tab',
    closeLeft: 'Close tabs to the left',
    closeRight: 'Close tabs to the right',
    closeOthers: 'Close other tabs',
    closeAll: 'Close all tabs',
  },
});
