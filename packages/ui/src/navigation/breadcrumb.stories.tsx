import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    onAction: fn(),
    items: [
      { id: 'home', label: '首页', href: '#home' },
      { id: 'orders', label: '订单管理' },
      { id: 'detail', label: '订单详情' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    const current = canvas.getByText('订单详情');
    expect(current).toHaveAttribute('aria-current', 'page');
    // The home item is a real link; the middle one (no href) is still reachable and reports its id.
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus());
    expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('href', '#home');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onAction).toHaveBeenCalledWith('orders');
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    items: [
      { id: 'home', label: 'Home', href: '#home' },
      { id: 'settings', label: 'Settings' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(canvas.getByText('Settings')).toHaveAttribute('aria-current', 'page');
  },
};
