// The storefront's blocks, page and phone frame: the admin's canvas and preview and the public /storefront/ page.
export type { StorefrontMode } from './block-props';
export {
  LinkQueryContext,
  linkHref,
  linkPlace,
  type Navigate,
  placePath,
  STOREFRONT_BASE,
  StorefrontLink,
  type StorefrontPlace,
} from './links';
export * from './pages/index';
export { PhoneFrame, type PhoneFrameProps, STATUS_BAR_HEIGHT } from './phone-frame';
export { storefrontMessages, storefrontText } from './storefront.messages';
export { BLOCK_COMPONENTS, blockStyle, StorefrontBlock, type StorefrontBlockProps } from './storefront-block';
export { navigationBarStyle, StorefrontPage, type StorefrontPageProps } from './storefront-page';
export { TAB_ICON_COMPONENTS, type TabBarItem } from './tab-bar';
export { themeVariables } from './theme-vars';
export type * from './types';
