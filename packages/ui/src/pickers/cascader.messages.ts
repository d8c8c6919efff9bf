import { defineMessages } from '../i18n/messages';

export const cascaderMessages = defineMessages({
  'zh-CN': {
    placeholder: '请选择',
    search: '搜索',
    searchResults: '搜索结果',
    noMatch: '无匹配结果',
    capped: '仅显示前 {limit} 条，请输入更多字词',
    level: '第 {n} 级',
  },
  'en-US': {
    placeholder: 'Please select',
    search: 'Search',
    searchResults: 'Search results',
    noMatch: 'No matches',
    capped: 'Showing the first {limit}: type more to narrow down',
    level: 'Level {n}',
  },
});
