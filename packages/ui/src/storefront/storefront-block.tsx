/**
 * One block of a storefront page by its kind, in its style wrapper (background, margins, padding, radius). The
 * same component renders the editor's canvas, the preview and the public storefront, so what staff see is what
 * customers get; mode 'editor' only adds placeholders where data is missing and keeps everything still.
 */
import { CircleHelp } from 'lucide-react';
import type { ComponentType, CSSProperties } from 'react';
import { format } from '../i18n/messages';
import type { BlockProps, StorefrontMode } from './block-props';
import { AudioBlock } from './blocks/audio';
import { CarouselBlock } from './blocks/carousel';
import { CategoryNavBlock } from './blocks/category-nav';
import { ContactBlock } from './blocks/contact';
import { CouponBlock } from './blocks/coupon';
import { DividerBlock } from './blocks/divider';
import { ImageBlock } from './blocks/image';
import { NoticeBarBlock } from './blocks/notice-bar';
import { OpeningHoursBlock } from './blocks/opening-hours';
import { ProductGridBlock } from './blocks/product-grid';
import { SpacerBlock } from './blocks/spacer';
import { StoreCardBlock } from './blocks/store-card';
import { TextBlock } from './blocks/text';
import { VideoBlock } from './blocks/video';
import type { Navigate } from './links';
import { lookOn, ownColourOf, type StorefrontLook } from './look';
import { Missing } from './placeholder';
import { color } from './props';
import { storefrontText } from './storefront.messages';
import type { BlockStyleValue, BlockValue, StorefrontLookups } from './types';

/** The contract's block kinds (decoration/blocks.ts BLOCKS), each with its component. */
export const BLOCK_COMPONENTS: Readonly<Record<string, ComponentType<BlockProps>>> = {
  text: TextBlock,
  image: ImageBlock,
  carousel: CarouselBlock,
  noticeBar: NoticeBarBlock,
  spacer: SpacerBlock,
  divider: DividerBlock,
  productGrid: ProductGridBlock,
  categoryNav: CategoryNavBlock,
  coupon: CouponBlock,
  storeCard: StoreCardBlock,
  openingHours: OpeningHoursBlock,
  contact: ContactBlock,
  audio: AudioBlock,
  video: VideoBlock,
};

export interface StorefrontBlockProps {
  block: BlockValue;
  lookups: StorefrontLookups;
  mode: StorefrontMode;
  locale: string;
  /** Opens a link; without it links are plain anchors (hash routes, external URLs). */
  onNavigate?: Navigate;
}

const px = (value: unknown) => (Number.isFinite(value) ? (value as number) : 0);

/**
 * The block's background as drawn, and the look its content takes: a neutral of the look (the demo's white cards)
 * turns dark with it; a colour staff chose is kept, and what is drawn on it takes the look that reads on it.
 */
function blockBackground(style: Partial<BlockStyleValue> | undefined): { background?: string; look?: StorefrontLook } {
  const chosen = color({ ...style }, 'background');
  if (!chosen) return {};
  const own = ownColourOf(chosen, 'background');
  return own ? { background: own } : { background: chosen, look: lookOn(chosen) };
}

/** The block's outer look as inline style (values come from staff, so they are never class names). */
export function blockStyle(style: Partial<BlockStyleValue> | undefined): CSSProperties {
  const s = style ?? {};
  return {
    background: blockBackground(s).background,
    marginTop: px(s.marginTop),
    marginBottom: px(s.marginBottom),
    marginLeft: px(s.marginX),
    marginRight: px(s.marginX),
    paddingTop: px(s.paddingY),
    paddingBottom: px(s.paddingY),
    paddingLeft: px(s.paddingX),
    paddingRight: px(s.paddingX),
    borderRadius: px(s.radius),
    overflow: px(s.radius) ? 'hidden' : undefined,
  };
}

export function StorefrontBlock({ block, lookups, mode, locale, onNavigate }: StorefrontBlockProps) {
  const text = storefrontText(locale);
  const Kind = Object.hasOwn(BLOCK_COMPONENTS, block.kind) ? BLOCK_COMPONENTS[block.kind] : undefined;
  const props = block.props && typeof block.props === 'object' ? block.props : {};
  const content = Kind ? (
    <Kind
      block={{ ...block, props }}
      lookups={lookups}
      mode={mode}
      locale={locale}
      text={text}
      onNavigate={onNavigate}
    />
  ) : (
    <Missing mode={mode} icon={CircleHelp} label={format(text.unknownBlock, { kind: String(block.kind) })} />
  );
  // A block with nothing to show renders nothing inside: the empty wrapper hides, its margins with it.
  return (
    <div
      data-block-kind={block.kind}
      data-block-id={block.id}
      data-sf-look={blockBackground(block.style).look}
      style={blockStyle(block.style)}
      className="empty:hidden"
    >
      {content}
    </div>
  );
}
