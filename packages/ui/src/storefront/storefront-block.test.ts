/**
 * The coupon block is not offered (the contract's BLOCKS.coupon.offered): a saved document may still hold one.
 * The live storefront (and the editor's live preview) draws nothing for it, not even a placeholder, so its
 * wrapper is empty and hidden; only the editor's canvas says what it is.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StorefrontBlock } from './storefront-block';
import { STYLE } from './story-data';
import type { StorefrontLookups } from './types';

const lookups: StorefrontLookups = { media: {}, products: {}, stores: {}, grids: {}, defaultStoreId: null };
const coupon = {
  id: 'coupon',
  kind: 'coupon',
  props: { title: '新客专享券', amountText: '¥50', note: '满 500 元可用' },
  style: STYLE,
};

const render = (mode: 'live' | 'editor', locale: string) =>
  renderToStaticMarkup(createElement(StorefrontBlock, { block: coupon, lookups, mode, locale }));

describe('a coupon block', () => {
  it.each(['zh-CN', 'en-US'])('renders nothing live (%s): an empty, hidden wrapper', (locale) => {
    const html = render('live', locale);
    expect(html).toMatch(
      /^<div data-block-kind="coupon" data-block-id="coupon" style="[^"]*" class="empty:hidden"><\/div>$/,
    );
  });

  it('says in the editor that it is not offered and not shown, with none of its text', () => {
    expect(render('editor', 'zh-CN')).toContain('优惠券组件暂不提供，顾客看不到它');
    const english = render('editor', 'en-US');
    expect(english).toContain('Coupons are not offered yet: customers do not see this block');
    expect(english).not.toContain('¥50');
  });
});
