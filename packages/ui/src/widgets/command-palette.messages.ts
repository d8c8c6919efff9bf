import { defineMessages } from '../i18n/messages';

export const commandPaletteMessages = defineMessages({
  'zh-CN': {
    label: '前往',
    placeholder: '搜索页面、单据、客户、商品或操作…',
    results: '结果',
    count: '{count} 个结果',
    none: '没有找到“{query}”',
    searching: '搜索中…',
    hint: '↑↓ 选择 · Enter 打开 · Esc 关闭',
  },
  'en-US': {
    label: 'Go to',
    placeholder: 'Search screens, documents, customers, products or actions…',
    results: 'Results',
    count: '{count} results',
    none: 'Nothing found for “{query}”',
    searching: 'Searching…',
    hint: '↑↓ to choose · Enter to open · Esc to close',
  },
});
