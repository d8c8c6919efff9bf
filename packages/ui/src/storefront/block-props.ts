/** What every block kind's component receives (StorefrontBlock passes it down). */
import type { Navigate } from './links';
import type { StorefrontText } from './storefront.messages';
import type { BlockValue, StorefrontLookups } from './types';

export type StorefrontMode = 'editor' | 'live';

export interface BlockProps {
  block: BlockValue;
  lookups: StorefrontLookups;
  /** 'editor': missing data shows a labelled placeholder and nothing moves by itself; 'live': what customers see. */
  mode: StorefrontMode;
  locale: string;
  text: StorefrontText;
  onNavigate?: Navigate;
}
