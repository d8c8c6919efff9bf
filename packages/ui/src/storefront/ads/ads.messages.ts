import { defineMessages, toUiLocale } from '../../i18n/messages';

/** What the storefront's ad places say by themselves (the ads' own pictures carry their message). */
export const adMessages = defineMessages({
  'zh-CN': {
    advertisement: '广告',
    launch: '启动页',
    skip: '跳过 {seconds}',
    skipNow: '跳过',
    close: '关闭广告',
    adOf: '第 {index} 条，共 {count} 条',
    /** A page may hold two banner places: each landmark's own name. */
    homeTop: '顶部广告',
    homeMiddle: '中部广告',
  },
  'en-US': {
    advertisement: 'Advertisement',
    launch: 'Launch screen',
    skip: 'Skip {seconds}',
    skipNow: 'Skip',
    close: 'Close the ad',
    adOf: 'Ad {index} of {count}',
    homeTop: 'Top advertisement',
    homeMiddle: 'Middle advertisement',
  },
});

export type AdText = (typeof adMessages)['en-US'];

export function adText(locale: string): AdText {
  return adMessages[toUiLocale(locale)];
}
