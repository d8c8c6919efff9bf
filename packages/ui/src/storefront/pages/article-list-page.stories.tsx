import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { ArticleListPage, type ArticleListPageProps } from './article-list-page';
import { localeOf, StoryPage, storyArticles } from './story-pages';

type Args = Pick<ArticleListPageProps, 'next' | 'state' | 'onLoadMore' | 'onNavigate'> & { empty: boolean };

const meta = {
  title: 'Storefront/Pages/Articles',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { next: null, state: 'ready', empty: false, onLoadMore: fn(), onNavigate: fn() },
  render: ({ empty, ...args }, context) => {
    const locale = localeOf(context);
    return (
      <StoryPage title={storefrontText(locale).articles} locale={locale}>
        <ArticleListPage {...args} articles={empty ? [] : storyArticles(locale)} locale={locale} />
      </StoryPage>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cover, title, summary and date; an article opens by its link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('link', { name: /客厅音箱怎么选/ });
    expect(first).toHaveAttribute('href', '/storefront/article/31');
    expect(within(first).getByText(/2026/)).toBeVisible();
    await userEvent.click(first);
    expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'article', target: '31' });
    expect(canvas.getByText('已经到底了')).toBeVisible();
  },
};

/** A failed next page says so and offers to try again. */
export const MoreFailed: Story = {
  args: { next: 'cursor-2', state: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('没有加载出来')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('还没有发布的文章')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
