/** Texts of the API reference page (/behind/docs), in both locales. */
import { bilingual } from '../bilingual';

export const apiDocsMessages = bilingual(
  {
    'apiDocs.title': 'Soundboard API reference',
    'apiDocs.loading': 'Loading the API reference…',
    'apiDocs.signIn': 'Sign in as an administrator to read the API reference.',
    'apiDocs.forbidden': 'The API reference is for administrators only.',
    'apiDocs.failed': 'The API reference could not be loaded. Reload the page to try again.',
    'apiDocs.toLogin': 'Go to sign in',
  },
  {
    'apiDocs.title': 'Soundboard 接口文档',
    'apiDocs.loading': '正在加载接口文档…',
    'apiDocs.signIn': '请以管理员身份登录后查看接口文档。',
    'apiDocs.forbidden': '接口文档仅对管理员开放。',
    'apiDocs.failed': '接口文档加载失败，请刷新页面重试。',
    'apiDocs.toLogin': '去登录',
  },
);
