import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { NotFoundPage } from './not-found-page';
import { localeOf, StoryPage } from './story-pages';

const meta = {
  title: 'Storefront/Pages/Not found',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { onNavigate: fn() },
  render: ({ onNavigate }, context) => {
    const locale = localeOf(context);
    return (
      <StoryPage title={storefrontText(locale).notFoundTitle} locale={locale}>
        <NotFoundPage locale={locale} onNavigate={onNavigate} />
      </StoryPage>
    );
  },
} satisfies Meta<{ onNavigate: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says so and leads home (a real link: it works without script too). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    expect(canvas.getByText('此页面不存在或已下架')).toBeVisible();
    const home = canvas.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/storefront/');
    home.focus();
    await userEvent.keyboard('{Enter}');
    expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'page', target: 'home' });
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
