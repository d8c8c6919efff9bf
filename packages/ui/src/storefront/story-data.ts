/**
 * Fixed storefront data for the stories, in Chinese and English: pictures as inline SVG (no network), a real
 * tiny WAV for the audio block, two stores with a week of hours and a holiday, products with prices in fen.
 */
import { storyWavUrl } from '../media/story-wav';
import type { TabBarItem } from './tab-bar';
import type { BlockStyleValue, BlockValue, PageSettingsValue, StorefrontLookups } from './types';

export const picture = (from: string, to: string, label: string, width = 750, height = 360) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.78}" cy="${height * 0.35}" r="${height * 0.2}" fill="#fff" opacity=".35"/><text x="48" y="${height * 0.58}" font-family="sans-serif" font-size="${height * 0.14}" font-weight="700" fill="#fff">${label}</text></svg>`,
  )}`;

export const image = (url: string, width: number, height: number) =>
  ({ url, kind: 'image', mime: 'image/svg+xml', width, height, durationSeconds: null }) as const;

export const STYLE: BlockStyleValue = {
  background: '',
  marginTop: 0,
  marginBottom: 8,
  marginX: 12,
  paddingY: 0,
  paddingX: 0,
  radius: 0,
};

export function storyLookups(locale: string): StorefrontLookups {
  const zh = locale === 'zh-CN';
  return {
    media: {
      1: image(picture('#165dff', '#7bc0fc', zh ? '秋季新品 · 落地音箱' : 'Autumn floor speakers'), 750, 360),
      2: image(picture('#f77234', '#fcc59f', zh ? '会员日 全场 9 折' : 'Members day: 10% off'), 750, 360),
      3: image(picture('#0fc6c2', '#b5f2ec', zh ? '门店试听 预约开放' : 'Book a listening room'), 750, 360),
      4: image(picture('#722ed1', '#d3adf7', zh ? '专业功放' : 'Pro amplifiers'), 750, 300),
      5: { url: storyWavUrl(), kind: 'audio', mime: 'audio/wav', width: null, height: null, durationSeconds: 8 },
      6: {
        url: '/story-video-unavailable.mp4',
        kind: 'video',
        mime: 'video/mp4',
        width: 1280,
        height: 720,
        durationSeconds: 200,
      },
      7: image(picture('#1d2129', '#4e5969', zh ? '开箱视频' : 'Unboxing video', 640, 360), 640, 360),
      11: image(picture('#165dff', '#94bfff', '', 96, 96), 96, 96),
      12: image(picture('#00b42a', '#7be188', '', 96, 96), 96, 96),
      13: image(picture('#ff7d00', '#ffcf8b', '', 96, 96), 96, 96),
      14: image(picture('#f53f3f', '#fdcdc5', '', 96, 96), 96, 96),
    },
    products: {
      101: {
        id: 101,
        name: zh ? '书架音箱 S2（一对）' : 'Bookshelf speaker S2 (pair)',
        kind: 'speaker',
        salePrice: 129_900,
        imageUrl: picture('#165dff', '#bedaff', 'S2', 300, 300),
      },
      102: {
        id: 102,
        name: zh ? '立体声功放 A40' : 'Stereo amplifier A40',
        kind: 'amplifier',
        salePrice: 259_900,
        imageUrl: picture('#722ed1', '#e8d6ff', 'A40', 300, 300),
      },
      103: {
        id: 103,
        name: zh ? '无线话筒 M1' : 'Wireless microphone M1',
        kind: 'microphone',
        salePrice: 49_900,
        imageUrl: null,
      },
      104: {
        id: 104,
        name: zh ? '背景音乐播放器 P3' : 'Background music player P3',
        kind: 'bgm_player',
        salePrice: 89_900,
        imageUrl: picture('#0fc6c2', '#c4f5f0', 'P3', 300, 300),
      },
    },
    stores: {
      1: {
        id: 1,
        code: 'SH-01',
        nameZh: '上海静安旗舰店',
        nameEn: 'Shanghai Jing’an flagship',
        address: zh ? '南京西路 1266 号 2 楼' : '2F, 1266 West Nanjing Road',
        regionText: '上海市 上海市 静安区',
        phone: '021 8888 6666',
        coordinates: '31.2304,121.4737',
        status: 'open',
        photoUrl: picture('#4e5969', '#c9cdd4', zh ? '门店' : 'Store', 160, 160),
        week: [
          { date: '2026-11-26', weekday: 4, periods: [{ opens: '10:00', closes: '22:00' }], note: '' },
          { date: '2026-11-27', weekday: 5, periods: [{ opens: '10:00', closes: '22:00' }], note: '' },
          { date: '2026-11-28', weekday: 6, periods: [{ opens: '09:30', closes: '22:30' }], note: '' },
          {
            date: '2026-11-29',
            weekday: 7,
            periods: [
              { opens: '09:30', closes: '12:00' },
              { opens: '13:00', closes: '21:00' },
            ],
            note: '',
          },
          { date: '2026-11-30', weekday: 1, periods: [], note: zh ? '店内装修，暂停营业一天' : 'Closed for a refit' },
          { date: '2026-12-01', weekday: 2, periods: [{ opens: '10:00', closes: '22:00' }], note: '' },
          { date: '2026-12-02', weekday: 3, periods: [{ opens: '10:00', closes: '22:00' }], note: '' },
        ],
        openNow: true,
      },
    },
    grids: { 'grid-query': [101, 102, 104] },
    defaultStoreId: 1,
  };
}

const block = (
  id: string,
  kind: string,
  props: Record<string, unknown>,
  style: Partial<BlockStyleValue> = {},
): BlockValue => ({
  id,
  kind,
  props,
  style: { ...STYLE, ...style },
});

/** One block of every kind with realistic content; `autoplay` for the carousel (off where screenshots are taken). */
export function storyBlocks(locale: string, { autoplay = false } = {}): Record<string, BlockValue> {
  const zh = locale === 'zh-CN';
  return {
    noticeBar: block(
      'notice',
      'noticeBar',
      {
        text: zh
          ? '双十二预售开启：书架音箱 S2 限时 8.5 折，到店试听再送线材一套'
          : 'Pre-sale is on: S2 at 15% off, free cables with an in-store listen',
        link: { kind: 'article', target: '12' },
        textColor: '#b34d00',
      },
      { background: '#fff7e8', marginX: 0 },
    ),
    carousel: block(
      'carousel',
      'carousel',
      {
        slides: [
          {
            materialId: 1,
            alt: zh ? '秋季新品落地音箱' : 'New autumn floor speakers',
            link: { kind: 'product', target: '101' },
          },
          {
            materialId: 2,
            alt: zh ? '会员日全场九折' : 'Members day, 10% off everything',
            link: { kind: 'page', target: 'mine' },
          },
          {
            materialId: 3,
            alt: zh ? '预约门店试听' : 'Book a listening room',
            link: { kind: 'url', target: 'https://example.com/booking' },
          },
        ],
        height: 170,
        autoplay,
        intervalSeconds: 4,
      },
      { marginX: 0 },
    ),
    categoryNav: block(
      'categories',
      'categoryNav',
      {
        items: [
          { label: zh ? '音箱' : 'Speakers', materialId: 11, productKind: 'speaker' },
          { label: zh ? '功放' : 'Amps', materialId: 12, productKind: 'amplifier' },
          { label: zh ? '话筒' : 'Mics', materialId: 13, productKind: 'microphone' },
          { label: zh ? '播放器' : 'Players', materialId: null, productKind: 'bgm_player' },
          { label: zh ? '全部' : 'All', materialId: 14, productKind: null },
        ],
        columns: '5',
      },
      { background: '#ffffff', paddingY: 10, marginX: 0 },
    ),
    text: block('text', 'text', {
      content: zh
        ? '专业音响，门店可试听\n周末到店另有调音师现场讲解'
        : 'Professional sound, listen in store\nOur tuners explain on weekends',
      align: 'center',
      size: 'large',
      bold: true,
      color: '',
    }),
    image: block(
      'image',
      'image',
      { materialId: 4, alt: zh ? '专业功放系列' : 'Pro amplifier range', link: { kind: 'product', target: '102' } },
      { radius: 8 },
    ),
    productGrid: block('grid-query', 'productGrid', {
      title: zh ? '人气推荐' : 'Popular picks',
      source: 'query',
      productKind: null,
      sort: 'newest',
      limit: 4,
      productIds: [],
      columns: '2',
      showPrice: true,
    }),
    productList: block('grid-manual', 'productGrid', {
      title: zh ? '店长精选' : 'Manager’s choice',
      source: 'manual',
      // 999 is off sale (absent from the lookups): skipped.
      productIds: [103, 999, 101],
      columns: '1',
      showPrice: true,
    }),
    spacer: block('spacer', 'spacer', { height: 24 }, { background: '#e8f3ff' }),
    divider: block('divider', 'divider', { lineStyle: 'dashed', color: '#c9cdd4' }, { paddingY: 8 }),
    storeCard: block('store-card', 'storeCard', { storeId: null, showPhoto: true, showAddress: true }),
    openingHours: block('hours', 'openingHours', { storeId: 1, showExceptions: true }),
    contact: block('contact', 'contact', { storeId: 1, showPhone: true, showAddress: true }),
    audio: block('audio', 'audio', {
      materialId: 5,
      title: zh ? '门店背景音乐试听' : 'In-store music sample',
      loop: false,
    }),
    video: block('video', 'video', { materialId: 6, posterId: 7, autoplay: false, muted: true, loop: false }),
  };
}

export function storyPageSettings(locale: string): PageSettingsValue {
  return {
    title: locale === 'zh-CN' ? '声浪音响' : 'Soundboard Audio',
    background: '#f7f8fa',
    navigationBarBackground: '#ffffff',
    navigationBarText: 'dark',
  };
}

export function storyTabBar(locale: string): TabBarItem[] {
  const zh = locale === 'zh-CN';
  return [
    { icon: 'house', label: zh ? '首页' : 'Home', active: true, link: { kind: 'page', target: 'home' } },
    { icon: 'layout-grid', label: zh ? '分类' : 'Shop', active: false, link: { kind: 'page', target: 'category' } },
    { icon: 'store', label: zh ? '门店' : 'Stores', active: false, link: { kind: 'page', target: 'stores' } },
    { icon: 'user', label: zh ? '我的' : 'Mine', active: false, link: { kind: 'page', target: 'mine' } },
  ];
}
