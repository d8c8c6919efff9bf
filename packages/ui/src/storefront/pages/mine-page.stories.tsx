import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { storyLookups } from '../story-data';
import { MinePage, type MinePageProps } from './mine-page';
import { localeOf, StoryPage } from './story-pages';

type Args = Pick<MinePageProps, 'layout' | 'entries' | 'preview' | 'onNavigate'>;

const meta = {
  title: 'Storefront/Pages/Mine',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: {
    layout: 'list',
    entries: ['orders', 'coupons', 'stores', 'services', 'favorites', 'contact'],
    preview: false,
    onNavigate: fn(),
  },
  render: (args, context) => {
    const locale = localeOf(context);
    const lookups = storyLookups(locale);
    return (
      <StoryPage title={storefrontText(locale).mine} locale={locale}>
        <MinePage {...args} store={lookups.stores[1]} locale={locale} />
      </StoryPage>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Entries that need an account say sign-in is not available yet; contact shows the store's; stores leads on. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const orders = canvas.getByRole('button', { name: '我的订单' });
    orders.focus();
    await userEvent.keyboard('{Enter}');
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    expect(canvas.getByText('会员登录暂未开放，暂时无法查看我的订单。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '联系我们' }));
    expect(canvas.getByRole('link', { name: '021 8888 6666' })).toHaveAttribute('href', 'tel:02188886666');
    await userEvent.click(within(canvas.getByRole('list', { name: '我的服务' })).getByRole('link', { name: '门店' }));
    expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'page', target: 'stores' });
  },
};

export const Grid: Story = { args: { layout: 'grid', entries: ['stores', 'orders', 'services', 'contact'] } };

/** The admin's fitment preview: the same drawing, nothing opens. */
export const Preview: Story = {
  args: { preview: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('button', { name: '我的订单' })).toBeNull();
    expect(within(canvasElement).getByText('我的订单')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
