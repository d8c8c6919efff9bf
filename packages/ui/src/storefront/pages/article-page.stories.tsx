import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { ArticlePage } from './article-page';
import { localeOf, StoryPage, storyArticle } from './story-pages';

const meta = {
  title: 'Storefront/Pages/Article',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { onNavigate: fn() },
  render: ({ onNavigate }, context) => {
    const locale = localeOf(context);
    const article = storyArticle(locale);
    return (
      <StoryPage title={article.title} locale={locale}>
        <ArticlePage article={article} locale={locale} onNavigate={onNavigate} />
      </StoryPage>
    );
  },
} satisfies Meta<{ onNavigate: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title (the page's h1), date and author, the body's own headings and lists, the products it mentions. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(canvas.getByRole('heading', { level: 2, name: '房间大小' })).toBeVisible();
    expect(canvas.getByText('作者：刘洋')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /书架音箱 S2/ }));
    expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'product', target: '101' });
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
