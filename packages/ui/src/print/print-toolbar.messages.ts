import { defineMessages } from '../i18n/messages';

export const printToolbarMessages = defineMessages({
  'zh-CN': {
    toolbar: '打印操作',
    back: '返回列表',
    language: '文档语言',
    zhCN: '中文',
    enUS: 'English',
    print: '打印',
    pdf: '下载 PDF',
    failed: '无法加载该单据。',
    retry: '重试',
  },
  'en-US': {
    toolbar: 'Print actions',
    back: 'Back to the list',
    language: 'Document language',
    zhCN: '中文',
    enUS: 'English',
    print: 'Print',
    pdf: 'Download PDF',
    failed: 'The document could not be loaded.',
    retry: 'Retry',
  },
});
