import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { CategoryPage, type CategoryPageProps } from './category-page';
import { localeOf, StoryPage, storyProducts } from './story-pages';

const KINDS = ['speaker', 'amplifier', 'mixer', 'microphone', 'bgm_player', 'announcement_player', 'accessory'];

type Args = Pick<CategoryPageProps, 'filter' | 'next' | 'state' | 'onFilter' | 'onLoadMore' | 'onNavigate'> & {
  count: number;
};

const meta = {
  title: 'Storefront/Pages/Category',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: {
    filter: { kind: null, sort: 'newest', min: null, max: null },
    next: null,
    state: 'ready',
    count: 6,
    onFilter: fn(),
    onLoadMore: fn(),
    onNavigate: fn(),
  },
  render: ({ count, ...args }, context) => {
    const locale = localeOf(context);
    return (
      <StoryPage title={storefrontText(locale).categories} locale={locale}>
        <CategoryPage {...args} kinds={KINDS} products={storyProducts(locale).slice(0, count)} locale={locale} />
      </StoryPage>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind: a chip narrows to one kind, the sort and the price range (yuan typed, fen handed over) refine it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '功放' }));
    expect(args.onFilter).toHaveBeenLastCalledWith({ kind: 'amplifier', sort: 'newest', min: null, max: null });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '排序' }), 'priceAsc');
    expect(args.onFilter).toHaveBeenLastCalledWith({ kind: null, sort: 'priceAsc', min: null, max: null });
    await userEvent.type(canvas.getByRole('textbox', { name: '最低价（元）' }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: '最高价（元）' }), '999.5{Enter}');
    expect(args.onFilter).toHaveBeenLastCalledWith({ kind: null, sort: 'newest', min: 10000, max: 99950 });
    // Prices as the home's product grid shows them; the cards lead to the products.
    expect(canvas.getByRole('link', { name: /书架音箱 S2/ })).toHaveAttribute('href', '/storefront/product/101');
    expect(canvas.getByText('¥1,299.00')).toBeVisible();
  },
};

/** More to come: the sentinel asks for the next page as it comes into view, the button does by keyboard. */
export const LoadMore: Story = {
  args: { next: 'cursor-2', count: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    const more = canvas.getByRole('button', { name: '加载更多' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onLoadMore).toHaveBeenCalledTimes(2);
  },
};

export const LoadingMore: Story = { args: { next: 'cursor-2', count: 2, state: 'loading' } };

export const Empty: Story = {
  args: { count: 0, filter: { kind: 'mixer', sort: 'newest', min: 100_000, max: null } },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('没有符合条件的商品')).toBeVisible();
    expect(within(canvasElement).getByRole('textbox', { name: '最低价（元）' })).toHaveValue('1000');
  },
};

export const Failed: Story = {
  args: { count: 0, state: 'failed' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Amplifiers' })).toBeVisible();
  },
};
