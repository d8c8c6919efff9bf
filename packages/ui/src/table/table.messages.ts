import { defineMessages } from '../i18n/messages';

export const tableMessages = defineMessages({
  'zh-CN': { empty: '暂无数据', loading: '加载中', columns: '列设置', selectAll: '全选', selectRow: '选择行' },
  'en-US': {
    empty: 'No data',
    loading: 'Loading',
    columns: 'Columns',
    selectAll: 'Select all',
    selectRow: 'Select row',
  },
});
