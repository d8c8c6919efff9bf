import { defineMessages, toUiLocale } from '../i18n/messages';

/**
 * Every word the storefront's blocks, page and phone frame say by themselves. The storefront is told its
 * locale (the public page has no admin around it), so blocks read these with storefrontText(locale).
 */
export const storefrontMessages = defineMessages({
  'zh-CN': {
    carousel: '轮播图',
    slide: '幻灯片',
    slideOf: '第 {index} 张，共 {count} 张',
    previous: '上一张',
    next: '下一张',
    pause: '暂停轮播',
    play: '继续轮播',
    notice: '公告',
    openNow: '营业中',
    closed: '休息中',
    closedDay: '休息',
    today: '今天',
    openingHours: '营业时间',
    phone: '电话',
    address: '地址',
    video: '视频',
    audio: '音频',
    products: '商品',
    categories: '商品分类',
    coupon: '优惠券',
    notRedeemable: '暂不可领取',
    tabBar: '底部导航',
    noImage: '未选择图片',
    noSlides: '轮播图还没有可显示的图片',
    noText: '文本为空',
    noNotice: '公告为空',
    noProducts: '没有在售的商品',
    noCategories: '分类导航为空',
    noCoupon: '优惠券信息为空',
    noStore: '没有可显示的门店',
    noAudio: '未选择音频',
    noVideo: '未选择视频',
    unknownBlock: '未知的组件类型：{kind}',
  },
  'en-US': {
    carousel: 'Carousel',
    slide: 'Slide',
    slideOf: 'Slide {index} of {count}',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slides',
    play: 'Play slides',
    notice: 'Notice',
    openNow: 'Open now',
    closed: 'Closed now',
    closedDay: 'Closed',
    today: 'Today',
    openingHours: 'Opening hours',
    phone: 'Phone',
    address: 'Address',
    video: 'Video',
    audio: 'Audio',
    products: 'Products',
    categories: 'Categories',
    coupon: 'Coupon',
    notRedeemable: 'Not redeemable yet',
    tabBar: 'Main navigation',
    noImage: 'No image chosen',
    noSlides: 'The carousel has no image to show yet',
    noText: 'No text yet',
    noNotice: 'No notice text yet',
    noProducts: 'No products on sale to show',
    noCategories: 'No categories yet',
    noCoupon: 'No coupon text yet',
    noStore: 'No store to show',
    noAudio: 'No audio chosen',
    noVideo: 'No video chosen',
    unknownBlock: 'Unknown block kind: {kind}',
  },
});

export type StorefrontText = (typeof storefrontMessages)['en-US'];

export function storefrontText(locale: string): StorefrontText {
  return storefrontMessages[toUiLocale(locale)];
}
