import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { SearchPage } from './search-page';
import { localeOf, StoryPage, storyArticles, storyProducts } from './story-pages';

type Args = {
  query: string;
  found: boolean;
  failed: boolean;
  onSearch: (query: string) => void;
  onRetry: () => void;
  onNavigate: () => void;
};

const meta = {
  title: 'Storefront/Pages/Search',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { query: '音箱', found: true, failed: false, onSearch: fn(), onRetry: fn(), onNavigate: fn() },
  render: ({ query, found, ...args }, context) => {
    const locale = localeOf(context);
    const result = {
      query,
      products: found ? storyProducts(locale).slice(0, 2) : [],
      articles: found ? storyArticles(locale).slice(0, 1) : [],
    };
    return (
      <StoryPage title={storefrontText(locale).search} locale={locale}>
        <SearchPage {...args} query={query} result={query ? result : null} locale={locale} />
      </StoryPage>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Products and articles found; a new search is handed over (the app puts it in the address). */
export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 2, name: '商品' })).toBeVisible();
    expect(canvas.getByRole('heading', { level: 2, name: '文章' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: '搜索商品和文章' });
    expect(box).toHaveValue('音箱');
    await userEvent.clear(box);
    await userEvent.type(box, '功放{Enter}');
    expect(args.onSearch).toHaveBeenCalledWith('功放');
    // The form works without script too: a plain GET to the search page.
    expect(canvasElement.querySelector('search form')).toHaveAttribute('action', '/storefront/search');
  },
};

export const NoResults: Story = {
  args: { query: '黑胶', found: false },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('没有找到与“黑胶”相关的内容')).toBeVisible();
  },
};

/** Before a search: the box and a hint. */
export const Start: Story = { args: { query: '' } };

export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '重试' }));
    expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en-US' }, args: { query: 'speaker' } };
