import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Statistic } from './statistic';

const meta = {
  title: 'Data display/Statistic',
  component: Statistic,
  args: { title: '订单总数', value: 1234567 },
} satisfies Meta<typeof Statistic>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownValue = (el: HTMLElement) => el.querySelector('[data-slot="value"]')?.textContent;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(shownValue(canvasElement)).toBe('1,234,567');
  },
};

export const MoneyWithTrendUp: Story = {
  args: { title: '本月销售额', value: 98765432, currency: 'CNY', trend: 'up', trendValue: '12.5%' },
  play: async ({ canvasElement }) => {
    expect(shownValue(canvasElement)).toBe('¥987,654.32');
    // The direction is in words, not only in colour.
    expect(within(canvasElement).getByText('上升')).toBeVisible();
  },
};

export const TrendDown: Story = {
  args: { title: '退款率', value: 3.25, precision: 2, suffix: '%', trend: 'down', trendValue: '0.4%' },
  play: async ({ canvasElement }) => {
    expect(shownValue(canvasElement)).toBe('3.25');
    expect(within(canvasElement).getByText('下降')).toBeVisible();
    expect(canvasElement.querySelector('[data-trend="down"]')).toBeInTheDocument();
  },
};

export const WithPrefix: Story = {
  args: { title: '活跃客户', value: 8846, prefix: <Users aria-hidden="true" className="size-5" />, suffix: '人' },
  play: async ({ canvasElement }) => {
    expect(shownValue(canvasElement)).toBe('8,846');
    expect(within(canvasElement).getByText('人')).toBeVisible();
  },
};

export const English: Story = {
  args: { title: 'Sales this month', value: 98765432, currency: 'USD', trend: 'down', trendValue: '3%' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(shownValue(canvasElement)).toBe('$987,654.32');
    expect(within(canvasElement).getByText('down')).toBeVisible();
  },
};
