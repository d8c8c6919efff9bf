import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storeName } from '../store';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { StorePage } from './store-page';
import { localeOf, StoryPage, storyStores } from './story-pages';

const meta = {
  title: 'Storefront/Pages/Store',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { index: 0 },
  render: ({ index }, context) => {
    const locale = localeOf(context);
    const store = storyStores(locale)[index];
    if (!store) throw new Error('no story store');
    return (
      <StoryPage title={storeName(store, locale)} locale={locale}>
        <StorePage store={store} locale={locale} />
      </StoryPage>
    );
  },
} satisfies Meta<{ index: number }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole coming week, today first and marked, with the exception's note. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = within(canvas.getByRole('region', { name: '营业时间' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAttribute('aria-current', 'date');
    expect(canvas.getByText('店内装修，暂停营业一天')).toBeVisible();
    expect(canvas.getByText('营业中')).toBeVisible();
  },
};

/** Closed now, without a photo. */
export const Closed: Story = { args: { index: 1 } };

export const English: Story = { globals: { locale: 'en-US' } };
