import { defineMessages } from '../i18n/messages';

export const paginationMessages = defineMessages({
  'zh-CN': {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page: '第 {page} 页',
    morePages: '更多页',
    total: '共 {total} 条',
    pageSize: '每页条数',
    perPage: '{size} 条/页',
    jumpTo: '跳至',
    pageUnit: '页',
  },
  'en-US': {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    morePages: 'More pages',
    total: 'Total {total} items',
    pageSize: 'Items per page',
    perPage: '{size} / page',
    jumpTo: 'Go to',
    pageUnit: 'page',
  },
});
