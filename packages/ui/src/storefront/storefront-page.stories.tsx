import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhoneFrame } from './phone-frame';
import { StorefrontPage, type StorefrontPageProps } from './storefront-page';
import { storyBlocks, storyLookups, storyPageSettings, storyTabBar } from './story-data';
import type { PageSettingsValue } from './types';

/** Every kind of block the editor offers, in a page's usual order. */
const ORDER = [
  'noticeBar',
  'carousel',
  'categoryNav',
  'productGrid',
  'image',
  'productList',
  'storeCard',
  'openingHours',
  'contact',
  'text',
  'divider',
  'audio',
  'video',
  'spacer',
];

/** The story's knobs; the page's blocks, lookups and tab bar come from the story data in the toolbar's locale. */
type PageStoryArgs = Pick<StorefrontPageProps, 'mode' | 'themeColor' | 'onNavigate'> & { settings?: PageSettingsValue };

const meta = {
  title: 'Storefront/Page',
  parameters: { layout: 'padded' },
  args: { mode: 'live', onNavigate: fn() },
  render: (args, context) => {
    const locale = (context.globals as { locale: string }).locale;
    const blocks = storyBlocks(locale);
    return (
      <PhoneFrame
        width={375}
        height={667}
        label={locale === 'zh-CN' ? '手机预览 375 × 667' : 'Phone preview 375 × 667'}
      >
        <StorefrontPage
          settings={args.settings ?? storyPageSettings(locale)}
          blocks={ORDER.map((key) => blocks[key]).filter((block) => !!block)}
          lookups={storyLookups(locale)}
          mode={args.mode}
          locale={locale}
          themeColor={args.themeColor}
          tabBar={storyTabBar(locale)}
          onNavigate={args.onNavigate}
        />
      </PhoneFrame>
    );
  },
} satisfies Meta<PageStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab from outside until `target` has focus (at most `limit` presses, so a missing stop fails, not hangs). */
async function tabTo(target: HTMLElement, limit = 40) {
  for (let i = 0; i < limit && document.activeElement !== target; i++) await userEvent.tab();
  expect(target).toHaveFocus();
}

/**
 * The phone preview by keyboard: the screen is a named, focusable scrolling region; Tab reaches the carousel's
 * next button, Enter shows slide 2 and announces it; the products and the tab bar are links, and with
 * onNavigate a link is handed over instead of followed.
 */
export const PhonePreview: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const screen = canvas.getByRole('region', { name: '手机预览 375 × 667' });
    expect(screen.getBoundingClientRect().height).toBe(667 - 20);
    expect(canvas.getByRole('heading', { level: 1, name: '声浪音响' })).toBeVisible();

    await tabTo(screen);
    await tabTo(canvas.getByRole('button', { name: '下一张' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('第 2 张，共 3 张')).toHaveAttribute('aria-live', 'polite'));

    // The hand-picked list's S2 (the grid above has it too), below the fold.
    const product = canvas.getAllByRole('link', { name: /书架音箱 S2（一对）/ }).at(-1) as HTMLElement;
    expect(product).toHaveAttribute('href', '/storefront/product/101');
    await tabTo(product);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'product', target: '101' }));
    // Focused content below the fold scrolled the screen, not the story's page.
    expect(screen.scrollTop).toBeGreaterThan(0);

    const tabs = within(canvas.getByRole('navigation', { name: '底部导航' }));
    expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    const stores = tabs.getByRole('link', { name: '门店' });
    await tabTo(stores, 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith({ kind: 'page', target: 'stores' }));
  },
};

export const PhonePreviewEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: 'Soundboard Audio' })).toBeVisible();
    expect(canvas.getByText('Slide 1 of 3')).toBeInTheDocument();
    expect(canvas.getAllByText('Open now')).toHaveLength(2);
  },
};

/**
 * A red theme on a dark navigation bar: the bar's title turns white, prices take the theme colour's readable
 * shade and the tab bar's active item the same.
 */
export const ThemeAndDarkBar: Story = {
  args: {
    themeColor: '#f53f3f',
    settings: {
      title: '声浪音响 · 会员日',
      background: '#fff7f5',
      navigationBarBackground: '#cb2634',
      navigationBarText: 'light',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    expect(getComputedStyle(title).color).toBe('rgb(255, 255, 255)');
    const page = canvasElement.querySelector('[data-slot="storefront-page"]') as HTMLElement;
    expect(page.style.getPropertyValue('--sf-theme')).toBe('#f53f3f');
    // #f53f3f reads at 3.7:1 on white: prices use a deeper shade of it.
    expect(page.style.getPropertyValue('--sf-theme-on-light')).not.toBe('#f53f3f');
  },
};
