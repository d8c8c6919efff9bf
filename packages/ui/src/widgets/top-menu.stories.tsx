import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { PageHeader } from './page-header';
import { demoMenu } from './story-data';
import { TopMenu } from './top-menu';

const onBack = fn();

const meta = {
  title: 'Widgets/TopMenu',
  component: TopMenu,
  args: { items: demoMenu, activeKey: 'OrderSale', onSelect: fn(), 'aria-label': '主菜单' },
} satisfies Meta<typeof TopMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByRole('button', { name: '订单' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: '订单' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['销售订单', '收款单', '发货单']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(args.onSelect).toHaveBeenCalledWith('OrderReceipt');
  },
};

export const WithPageHeader: Story = {
  name: 'Page header (title, subtitle, back, actions)',
  render: () => (
    <PageHeader
      title="销售订单"
      subtitle="SO-1024 · 门店 A"
      onBack={onBack}
      actions={<Button variant="primary">提交审批</Button>}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByRole('heading', { level: 1, name: '销售订单' })).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '返回' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(1);
  },
};

export const PageHeaderEnglish: Story = {
  globals: { locale: 'en-US' },
  render: () => <PageHeader title="Sales orders" onBack={onBack} />,
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};
