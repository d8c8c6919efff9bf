/**
 * The page stories' frame and data: a 375 px storefront column (the shell with its tab bar, in the toolbar's
 * locale) and fixed catalogue data in Chinese and English built on the block stories' (story-data.ts).
 */
import type { ReactNode } from 'react';
import type { StorefrontLook } from '../look';
import { image, picture, storyLookups, storyTabBar } from '../story-data';
import type {
  StorefrontArticleSummaryValue,
  StorefrontArticleValue,
  StorefrontProductDetailValue,
  StorefrontProductValue,
  StorefrontStoreValue,
} from '../types';
import { StorefrontShell } from './page-shell';

export const localeOf = (context: { globals: Record<string, unknown> }) => context.globals.locale as string;

export function StoryPage({
  title,
  locale,
  look,
  children,
}: {
  title: string;
  locale: string;
  look?: StorefrontLook;
  children: ReactNode;
}) {
  return (
    <div style={{ width: 375 }}>
      <StorefrontShell title={title} locale={locale} themeColor="#165dff" tabBar={storyTabBar(locale)} main look={look}>
        {children}
      </StorefrontShell>
    </div>
  );
}

export function storyProducts(locale: string): StorefrontProductValue[] {
  const zh = locale === 'zh-CN';
  const more: StorefrontProductValue[] = [
    {
      id: 105,
      name: zh ? '八路调音台 X8' : 'Eight-channel mixer X8',
      kind: 'mixer',
      salePrice: 329_000,
      imageUrl: picture('#f77234', '#fde2cf', 'X8', 300, 300),
    },
    {
      id: 106,
      name: zh ? '吸顶音箱 C6（六只装）' : 'Ceiling speaker C6 (six)',
      kind: 'speaker',
      salePrice: 159_900,
      imageUrl: picture('#00b42a', '#c8f0cf', 'C6', 300, 300),
    },
  ];
  return [...Object.values(storyLookups(locale).products), ...more];
}

export function storyProduct(locale: string, inStock = true): StorefrontProductDetailValue {
  const zh = locale === 'zh-CN';
  const [first, ...others] = storyProducts(locale);
  if (!first) throw new Error('no story product');
  return {
    ...first,
    sku: 'SP-S2-BK',
    brand: 'Soundboard',
    model: 'S2',
    unit: zh ? '对' : 'pair',
    warrantyMonths: 24,
    images: [
      image(picture('#165dff', '#bedaff', 'S2', 750, 750), 750, 750),
      image(picture('#0e42d2', '#94bfff', zh ? 'S2 背面' : 'S2 back', 750, 750), 750, 750),
    ],
    specs: [
      { field: 'powerW', value: 60 },
      { field: 'impedanceOhm', value: 8 },
      { field: 'frequencyResponse', value: '55 Hz – 22 kHz' },
      { field: 'channels', value: 2 },
    ],
    description: zh
      ? '两分频书架音箱，6.5 英寸低音单元，适合 20 平方米以内的客厅和书房。\n附赠音箱线与墙面支架。'
      : 'A two-way bookshelf speaker with a 6.5-inch woofer, for living rooms and studies up to 20 m².\nSpeaker cable and wall brackets included.',
    inStock,
    related: others.filter((product) => product.kind !== 'service').slice(0, 4),
  };
}

export function storyArticles(locale: string): StorefrontArticleSummaryValue[] {
  const zh = locale === 'zh-CN';
  return [
    {
      id: 31,
      slug: 'choosing-speakers',
      title: zh ? '客厅音箱怎么选：从房间大小开始' : 'Choosing living-room speakers: start with the room',
      summary: zh
        ? '房间面积、摆位和功放功率，三件事决定你该买多大的音箱。'
        : 'Room size, placement and amplifier power decide how big a speaker you need.',
      cover: image(picture('#165dff', '#7bc0fc', '', 320, 240), 320, 240),
      publishedAt: '2026-11-20T02:00:00Z',
    },
    {
      id: 32,
      slug: 'shop-music',
      title: zh ? '门店背景音乐的音量该多大' : 'How loud should a shop’s background music be',
      summary: zh ? '顾客能正常交谈，是最简单的标准。' : 'Customers can still talk easily: the simplest rule.',
      cover: null,
      publishedAt: '2026-11-12T02:00:00Z',
    },
  ];
}

export function storyArticle(locale: string): StorefrontArticleValue {
  const zh = locale === 'zh-CN';
  const [first] = storyArticles(locale);
  if (!first) throw new Error('no story article');
  return {
    ...first,
    body: zh
      ? '<p>选音箱之前，先量一量房间。</p><h2>房间大小</h2><p>20 平方米以内，书架音箱就够了；更大的客厅可以考虑落地音箱。</p><ul><li>摆位离墙 30 厘米</li><li>高音单元与耳朵齐平</li></ul><blockquote>好的摆位胜过昂贵的线材。</blockquote>'
      : '<p>Before choosing speakers, measure the room.</p><h2>Room size</h2><p>Up to 20 m², bookshelf speakers are enough; a larger living room suits floor-standing ones.</p><ul><li>30 cm from the wall</li><li>Tweeters at ear height</li></ul><blockquote>Good placement beats expensive cables.</blockquote>',
    authorName: zh ? '刘洋' : 'Liu Yang',
    viewCount: 128,
    products: storyProducts(locale).slice(0, 2),
  };
}

export function storyStores(locale: string): StorefrontStoreValue[] {
  const zh = locale === 'zh-CN';
  const [first] = Object.values(storyLookups(locale).stores);
  if (!first) throw new Error('no story store');
  return [
    first,
    {
      ...first,
      id: 2,
      code: 'HZ-01',
      nameZh: '杭州西湖体验店',
      nameEn: 'Hangzhou West Lake showroom',
      address: zh ? '延安路 98 号' : '98 Yan’an Road',
      regionText: '浙江省 杭州市 上城区',
      phone: '0571 8765 4321',
      photoUrl: null,
      week: first.week.map((day, index) => (index === 0 ? { ...day, periods: [] } : day)),
      openNow: false,
    },
  ];
}
