// The storefront's ad places: banners, the pop-up and the launch screen (the page fetches and counts; these draw).
export { AdBanner, type AdBannerProps } from './ad-banner';
export { AdPopup, type AdPopupProps } from './ad-popup';
export { adText } from './ads.messages';
export { LaunchScreen, type LaunchScreenProps } from './launch-screen';
export type { AdValue, OpenAd } from './types';
