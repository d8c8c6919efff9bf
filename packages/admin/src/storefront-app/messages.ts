/** The storefront page's own words (the blocks' come from the kit's storefront.messages.ts). */
import { defineMessages } from '@soundboard/ui/i18n/messages.ts';

export const storefrontAppMessages = defineMessages({
  'zh-CN': {
    title: 'Soundboard 店铺',
    loading: '正在加载…',
    loadFailed: '店铺页面没有加载出来',
    requestError: '网络请求失败',
    retry: '重试',
    previewExpires: '预览 · {time} 失效',
    previewNote: '这是未发布的草稿，顾客看不到',
    empty: '店铺还没有发布首页',
    pageDescription: '{page}：音响与广播系统的产品、门店和资讯。',
  },
  'en-US': {
    title: 'Soundboard Store',
    loading: 'Loading…',
    loadFailed: 'The store page did not load',
    requestError: 'The request failed',
    retry: 'Try again',
    previewExpires: 'Preview · expires at {time}',
    previewNote: 'An unpublished draft: customers do not see it',
    empty: 'The store has not published a home page yet',
    pageDescription: '{page}: sound and public-address products, our stores and articles.',
  },
});

export type StorefrontAppText = (typeof storefrontAppMessages)['en-US'];
