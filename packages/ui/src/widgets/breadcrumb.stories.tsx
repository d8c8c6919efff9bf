import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from '../navigation/breadcrumb';

/** The app frame's breadcrumb: the kit's Breadcrumb with its home icon, over labels only. */
const meta = {
  title: 'Widgets/Breadcrumb',
  component: Breadcrumb,
  args: { home: true, items: ['订单', '销售订单'] },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    // The home icon comes first, then the labels in order; only the last is the current page.
    const items = within(nav)
      .getAllByRole('listitem')
      .filter((li) => !li.hasAttribute('aria-hidden'));
    expect(within(items[0] as HTMLElement).getByRole('img', { name: '首页' })).toBeVisible();
    expect(items.slice(1).map((li) => li.textContent)).toEqual(['订单', '销售订单']);
    expect(canvas.getByText('销售订单')).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByText('订单')).not.toHaveAttribute('aria-current');
  },
};

export const SingleLevel: Story = {
  args: { items: ['工作台'] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('工作台')).toHaveAttribute('aria-current', 'page');
  },
};

export const HomeOnly: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('img', { name: '首页' })).toBeVisible();
    expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { items: ['Settings', 'Users', 'KPI'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    expect(canvas.getByRole('img', { name: 'Home' })).toBeVisible();
    expect(canvas.getByText('KPI')).toHaveAttribute('aria-current', 'page');
  },
};
