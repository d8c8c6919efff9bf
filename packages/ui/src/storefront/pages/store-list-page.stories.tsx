import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storefrontText } from '../storefront.messages';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { StoreListPage } from './store-list-page';
import { localeOf, StoryPage, storyStores } from './story-pages';

const REGIONS = [
  { code: '31', name: '上海市', stores: 1 },
  { code: '33', name: '浙江省', stores: 1 },
];

const meta = {
  title: 'Storefront/Pages/Stores',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { empty: false, onRegion: fn(), onNavigate: fn() },
  render: ({ empty, onRegion, onNavigate }, context) => {
    const locale = localeOf(context);
    return (
      <StoryPage title={storefrontText(locale).stores} locale={locale}>
        <StoreListPage
          list={{ regions: REGIONS, stores: empty ? [] : storyStores(locale) }}
          region={empty ? '33' : null}
          locale={locale}
          onRegion={onRegion}
          onNavigate={onNavigate}
        />
      </StoryPage>
    );
  },
} satisfies Meta<{ empty: boolean; onRegion: (region: string | null) => void; onNavigate: () => void }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each store with its address, phone, today's hours and whether it is open now; a region narrows the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [open, closed] = canvas.getAllByRole('listitem').filter((item) => item.closest('main'));
    expect(within(open as HTMLElement).getByText('营业中')).toBeVisible();
    expect(within(open as HTMLElement).getByText('今日营业：10:00–22:00')).toBeVisible();
    expect(within(closed as HTMLElement).getByText('休息中')).toBeVisible();
    expect(within(closed as HTMLElement).getByText('今日营业：休息')).toBeVisible();
    expect(canvas.getByRole('link', { name: '杭州西湖体验店' })).toHaveAttribute('href', '/storefront/store/2');
    expect(canvas.getByRole('link', { name: '0571 8765 4321' })).toHaveAttribute('href', 'tel:057187654321');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '地区' }), '33');
    expect(args.onRegion).toHaveBeenCalledWith('33');
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('这个地区还没有门店')).toBeVisible();
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
