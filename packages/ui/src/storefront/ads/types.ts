import type { LinkValue } from '../types';

/** One running ad as the public ads API gives it (contract StorefrontAd, mirrored: the kit never imports it). */
export interface AdValue {
  id: number;
  title: string;
  imageUrl: string;
  link: LinkValue;
  width: number;
  height: number;
}

/** A shopper opened an ad: the page counts the click and follows its link. */
export type OpenAd = (ad: AdValue) => void;
