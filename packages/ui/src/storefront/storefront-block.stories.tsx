import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorefrontBlock } from './storefront-block';
import { STOREFRONT_LOOK_GLOBALS, StoryColumn } from './story-column';
import { STYLE, storyBlocks, storyLookups } from './story-data';
import type { BlockValue, StorefrontLookups } from './types';

const meta = {
  title: 'Storefront/Blocks',
  globals: STOREFRONT_LOOK_GLOBALS,
  component: StorefrontBlock,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StorefrontBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const localeOf = (context: StoryContext) => (context.globals as { locale: string }).locale;

/** One block of the story data, live, in a 375 px column; the toolbar's locale picks its language. */
const live = (key: string, options: { autoplay?: boolean } = {}): Pick<Story, 'render' | 'args'> => ({
  args: { mode: 'live' } as Story['args'],
  render: (args, context) => {
    const locale = localeOf(context);
    return (
      <StoryColumn>
        <StorefrontBlock
          block={storyBlocks(locale, options)[key] as BlockValue}
          lookups={storyLookups(locale)}
          mode={args.mode ?? 'live'}
          locale={locale}
          onNavigate={args.onNavigate}
        />
      </StoryColumn>
    );
  },
});

export const Text: Story = {
  ...live('text'),
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/专业音响，门店可试听/);
    expect(paragraph).toHaveClass('text-center', 'font-semibold');
  },
};

export const Image: Story = {
  ...live('image'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '专业功放系列' });
    expect(link).toHaveAttribute('href', '/storefront/product/102');
  },
};

/** Keyboard: Tab reaches the next button, Enter shows slide 2 and says so; the previous button wraps to the last. */
export const Carousel: Story = {
  ...live('carousel'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: '轮播图' });
    expect(carousel).toHaveAttribute('aria-roledescription', '轮播图');
    expect(canvas.getByText('第 1 张，共 3 张')).toHaveAttribute('aria-live', 'polite');
    // No autoplay here, so no pause button.
    expect(canvas.queryByRole('button', { name: '暂停轮播' })).toBeNull();
    const next = canvas.getByRole('button', { name: '下一张' });
    while (document.activeElement !== next) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('第 2 张，共 3 张')).toBeInTheDocument());
    expect(canvas.getByRole('group', { name: '第 2 张，共 3 张' })).toBeVisible();
    const slides = [...carousel.querySelectorAll('[aria-roledescription="幻灯片"]')];
    expect(slides.map((slide) => (slide as HTMLElement).hidden)).toEqual([true, false, true]);
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await userEvent.click(canvas.getByRole('button', { name: '上一张' }));
    await waitFor(() => expect(canvas.getByText('第 3 张，共 3 张')).toBeInTheDocument());
    expect(canvas.getByRole('link', { name: '预约门店试听' })).toHaveAttribute('href', 'https://example.com/booking');
    expect(canvas.getByRole('link', { name: '预约门店试听' })).toHaveAttribute('rel', 'noopener');
  },
};

/**
 * Autoplay on: a pause button stops the rotation for good and turns into play; while it rotates by itself the
 * change is not announced. (Not a visual baseline: it moves.)
 */
export const CarouselAutoplay: Story = {
  ...live('carousel', { autoplay: true }),
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByText(/张，共 3 张/);
    // The test's pointer rests outside; rotation runs until focus enters the carousel.
    expect(status).toHaveAttribute('aria-live', 'off');
    await userEvent.tab();
    await waitFor(() => expect(status).toHaveAttribute('aria-live', 'polite'));
    const pause = canvas.getByRole('button', { name: '暂停轮播' });
    await userEvent.click(pause);
    expect(canvas.getByRole('button', { name: '继续轮播' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '继续轮播' }));
    expect(canvas.getByRole('button', { name: '暂停轮播' })).toBeVisible();
  },
};

export const NoticeBar: Story = {
  ...live('noticeBar'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /公告: 双十二预售开启/ });
    expect(link).toHaveAttribute('href', '/storefront/article/12');
  },
};

export const Spacer: Story = {
  ...live('spacer'),
  play: async ({ canvasElement }) => {
    const spacer = canvasElement.querySelector('[data-block-kind="spacer"] > div') as HTMLElement;
    expect(spacer.getBoundingClientRect().height).toBe(24);
  },
};

export const Divider: Story = {
  ...live('divider'),
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('separator');
    expect(getComputedStyle(line).borderTopStyle).toBe('dashed');
  },
};

/** A query grid shows the server's pick in order, prices in yuan from fen, each product a link. */
export const ProductGrid: Story = {
  ...live('productGrid'),
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('article', { name: '人气推荐' }));
    const links = grid.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/storefront/product/101',
      '/storefront/product/102',
      '/storefront/product/104',
    ]);
    expect(grid.getByText('¥1,299.00')).toBeVisible();
    expect(grid.getByText('¥2,599.00')).toBeVisible();
  },
};

/** Hand-picked, one column: a product taken off sale (absent from the lookups) is skipped. */
export const ProductList: Story = {
  ...live('productList'),
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('article', { name: '店长精选' }));
    expect(grid.getAllByRole('listitem')).toHaveLength(2);
    expect(grid.getByRole('link', { name: /无线话筒 M1/ })).toHaveAttribute('href', '/storefront/product/103');
    expect(grid.getByText('¥499.00')).toBeVisible();
  },
};

export const CategoryNav: Story = {
  ...live('categoryNav'),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '商品分类' }));
    expect(nav.getByRole('link', { name: '功放' })).toHaveAttribute('href', '/storefront/category/amplifier');
    expect(nav.getByRole('link', { name: '全部' })).toHaveAttribute('href', '/storefront/category');
  },
};

/** storeId null: the storefront's own store (lookups.defaultStoreId). */
export const StoreCard: Story = {
  ...live('storeCard'),
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: '上海静安旗舰店' }));
    expect(card.getByText('营业中')).toBeVisible();
    expect(card.getByText('上海市 上海市 静安区 南京西路 1266 号 2 楼')).toBeVisible();
  },
};

/** Today first and marked, a split day, a holiday closed with its note. */
export const OpeningHours: Story = {
  ...live('openingHours'),
  play: async ({ canvasElement }) => {
    const hours = within(canvasElement).getByRole('article', { name: '营业时间 · 上海静安旗舰店' });
    const days = within(hours).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    expect(days[0]).toHaveTextContent('今天');
    expect(days[3]).toHaveTextContent('09:30–12:00, 13:00–21:00');
    expect(days[4]).toHaveTextContent('休息');
    expect(days[4]).toHaveTextContent('店内装修，暂停营业一天');
  },
};

export const Contact: Story = {
  ...live('contact'),
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('link', { name: '021 8888 6666' });
    expect(phone).toHaveAttribute('href', 'tel:02188886666');
  },
};

export const Audio: Story = {
  ...live('audio'),
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('门店背景音乐试听')).toBeVisible();
    const audio = canvasElement.querySelector('audio') as HTMLAudioElement;
    expect(audio).toHaveAttribute('aria-label', '门店背景音乐试听');
    expect(audio.controls).toBe(true);
  },
};

export const Video: Story = {
  ...live('video'),
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.poster).toMatch(/^data:image\/svg/);
  },
};

/** A block of each kind whose data is missing: the editor shows a labelled placeholder, the live page nothing. */
const emptyBlocks: BlockValue[] = [
  ['text', { content: '' }],
  ['image', { materialId: 77 }],
  ['carousel', { slides: [{ materialId: null, alt: '' }] }],
  ['noticeBar', { text: '' }],
  ['productGrid', { title: '新品', source: 'manual', productIds: [999] }],
  ['categoryNav', { items: [] }],
  // Not offered (a saved document may hold one): the editor says so, the live page shows nothing, filled or not.
  ['coupon', { title: '新客专享券', amountText: '¥50', note: '' }],
  ['storeCard', { storeId: 42 }],
  ['openingHours', { storeId: null }],
  ['contact', { storeId: null }],
  ['audio', { materialId: null }],
  ['video', { materialId: null }],
  ['bannerWall', {}],
].map(([kind, props], i) => ({
  id: `empty-${i}`,
  kind: kind as string,
  props: props as Record<string, unknown>,
  style: STYLE,
}));

const noLookups: StorefrontLookups = { media: {}, products: {}, stores: {}, grids: {}, defaultStoreId: null };

const missing = (mode: 'editor' | 'live'): Pick<Story, 'render' | 'args'> => ({
  args: { mode } as Story['args'],
  render: (args, context) => (
    <StoryColumn>
      <div data-testid="blocks">
        {emptyBlocks.map((block) => (
          <StorefrontBlock
            key={block.id}
            block={block}
            lookups={noLookups}
            mode={args.mode ?? mode}
            locale={localeOf(context)}
          />
        ))}
      </div>
    </StoryColumn>
  ),
});

export const EditorPlaceholders: Story = {
  ...missing('editor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      '文本为空',
      '公告为空',
      '新品 · 没有在售的商品',
      '分类导航为空',
      '优惠券组件暂不提供，顾客看不到它',
      '未选择音频',
      '未选择视频',
      '未知的组件类型：bannerWall',
    ])
      expect(canvas.getByText(label)).toBeVisible();
    // The carousel keeps its slide and says it has no image; the three store blocks find no store.
    expect(canvas.getAllByText('未选择图片')).toHaveLength(2);
    expect(canvas.getByRole('group', { name: '第 1 张，共 1 张' })).toHaveTextContent('未选择图片');
    expect(canvas.getAllByText('没有可显示的门店')).toHaveLength(3);
  },
};

export const LiveWithoutData: Story = {
  ...missing('live'),
  play: async ({ canvasElement }) => {
    const blocks = within(canvasElement).getByTestId('blocks');
    // Every wrapper is empty, so hidden with its margins.
    expect(blocks.querySelectorAll('[data-block-kind]')).toHaveLength(emptyBlocks.length);
    for (const wrapper of blocks.querySelectorAll('[data-block-kind]')) {
      expect(wrapper).toBeEmptyDOMElement();
      expect(wrapper).not.toBeVisible();
    }
  },
};
