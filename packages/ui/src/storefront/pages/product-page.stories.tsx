import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StorefrontLook } from '../look';
import { STOREFRONT_LOOK_GLOBALS } from '../story-column';
import { ProductPage } from './product-page';
import { localeOf, StoryPage, storyProduct } from './story-pages';

const meta = {
  title: 'Storefront/Pages/Product',
  globals: STOREFRONT_LOOK_GLOBALS,
  parameters: { layout: 'padded' },
  args: { inStock: true, onNavigate: fn() },
  render: ({ inStock, onNavigate, look }, context) => {
    const locale = localeOf(context);
    const product = storyProduct(locale, inStock);
    return (
      <StoryPage title={product.name} locale={locale} look={look}>
        <ProductPage product={product} locale={locale} onNavigate={onNavigate} />
      </StoryPage>
    );
  },
} satisfies Meta<{ inStock: boolean; onNavigate: () => void; look?: StorefrontLook }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures (the first at once, the rest lazily), price, stock, specifications with their labels, related. */
export const InStock: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('有货')).toBeVisible();
    const pictures = within(canvas.getByRole('region', { name: '商品图片' })).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(pictures[0]).toHaveAttribute('width', '750');
    expect(canvas.getByRole('rowheader', { name: '功率 (W)' })).toBeVisible();
    expect(canvas.getByRole('cell', { name: '55 Hz – 22 kHz' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /立体声功放 A40/ }));
    expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'product', target: '102' });
  },
};

/** Out of stock says so, never how many. */
export const OutOfStock: Story = {
  args: { inStock: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('暂时缺货')).toBeVisible();
    expect(canvas.queryByText('有货')).toBeNull();
  },
};

/**
 * The dark look, which the public storefront takes when the visitor's device prefers dark: the page, cards and
 * text turn dark, prices take a lighter shade of the theme colour that reads on them.
 */
export const DarkLook: Story = {
  args: { look: 'dark' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-slot="storefront-page"]') as HTMLElement;
    expect(page).toHaveAttribute('data-sf-look', 'dark');
    expect(getComputedStyle(page).backgroundColor).toBe('rgb(23, 23, 26)');
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    expect(getComputedStyle(title).color).toBe('rgb(233, 233, 235)');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText('In stock')).toBeVisible();
    expect(canvas.getByRole('rowheader', { name: 'Impedance (Ω)' })).toBeVisible();
  },
};
