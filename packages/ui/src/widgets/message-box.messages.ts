import { defineMessages } from '../i18n/messages';

export const messageBoxMessages = defineMessages({
  'zh-CN': {
    label: '消息通知',
    message: '消息',
    notice: '通知',
    todo: '待办',
    tabTitle: '{title}({count})',
    clear: '清空',
    markAllRead: '全部已读',
    viewMore: '查看更多',
    empty: '暂无内容',
    loading: '加载中',
    unread: '未读',
    done: '已处理',
  },
  'en-US': {
    label: 'Notifications',
    message: 'Message',
    notice: 'Notice',
    todo: 'Todo',
    tabTitle: '{title} ({count})',
    clear: 'Clear',
    markAllRead: 'Mark all read',
    viewMore: 'View more',
    empty: 'No content',
    loading: 'Loading',
    unread: 'Unread',
    done: 'Done',
  },
});
