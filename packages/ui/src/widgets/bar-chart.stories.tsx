import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../data-display/format-money';
import { BarChart, type BarDatum } from './bar-chart';

// 30 fixed days of sales in fen (2026-10-27 .. 2026-11-25), with a few quiet days.
const days = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 27 + index)));
const fen = days.map((_, index) => (index % 7 === 5 ? 0 : ((index * 7919) % 13) * 1_150_00 + 2_345_67));

const barsIn = (locale: string): BarDatum[] => {
  const label = new Intl.DateTimeFormat(locale, {
    month: locale === 'zh-CN' ? 'long' : 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return days.map((day, index) => ({
    key: day.toISOString().slice(0, 10),
    label: label.format(day),
    value: fen[index] ?? 0,
  }));
};
const yuan = (locale: string) => {
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => compact.format(value / 100);
};

const zhBars = barsIn('zh-CN');
const enBars = barsIn('en-US');
const money = (locale: string) => (value: number) => formatMoney(value, 'CNY', locale);

const meta = {
  title: 'Widgets/BarChart',
  component: BarChart,
  args: { title: '近 30 天销售额', bars: zhBars, formatValue: money('zh-CN'), formatTick: yuan('zh-CN') },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const said = (bar: BarDatum | undefined, locale: string) => `${bar?.label}: ${money(locale)(bar?.value ?? 0)}`;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('img', { name: /^近 30 天销售额：共 30 项，最高 / })).toBeVisible();
    expect(canvasElement.querySelectorAll('[data-slot="bar"]')).toHaveLength(30);
    const plot = canvas.getByRole('group', { name: '近 30 天销售额' });
    await userEvent.tab();
    expect(plot).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = () => canvasElement.querySelector('[data-slot="tooltip"]');
    await waitFor(() => expect(tooltip()).toHaveTextContent(said(zhBars[2], 'zh-CN')));
    expect(said(zhBars[2], 'zh-CN')).toBe('10月29日: ¥6,945.67');
    expect(canvasElement.querySelector('[data-slot="live"]')).toHaveTextContent(said(zhBars[2], 'zh-CN'));
    expect(canvasElement.querySelectorAll('[data-slot="bar"]')[2]).toHaveAttribute('data-active', 'true');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tooltip()).toHaveTextContent(said(zhBars[29], 'zh-CN')));
    await userEvent.keyboard('{ArrowRight}{Home}');
    await waitFor(() => expect(tooltip()).toHaveTextContent(said(zhBars[0], 'zh-CN')));
    await userEvent.tab();
    expect(tooltip()).toBeNull();

    // The pointer over a bar's band shows the same tooltip; leaving the chart hides it.
    const sixth = canvasElement.querySelectorAll('[data-slot="bar"]')[5] as SVGRectElement;
    const { left, width, top } = sixth.getBoundingClientRect();
    plot.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: left + width / 2, clientY: top }));
    await waitFor(() => expect(tooltip()).toHaveTextContent(said(zhBars[5], 'zh-CN')));
    plot.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }));
    await waitFor(() => expect(tooltip()).toBeNull());
  },
};

export const Empty: Story = {
  args: { bars: [] },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
    expect(canvasElement.querySelector('[data-slot="plot"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status', { name: '加载中' })).toBeVisible();
    expect(canvasElement.querySelector('[data-slot="bar"]')).toBeNull();
  },
};

export const English: Story = {
  args: { title: 'Sales, last 30 days', bars: enBars, formatValue: money('en-US'), formatTick: yuan('en-US') },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(await canvas.findByRole('img', { name: /^Sales, last 30 days: 30 bars, highest / })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="tooltip"]')).toHaveTextContent('Nov 25: CN¥'));
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Every bar is drawn, but only the x labels that fit: fewer than half of them at this width.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="bar"]')).toHaveLength(30));
    const labels = [...canvasElement.querySelectorAll('svg text')].filter((text) => text.textContent?.includes('月'));
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.length).toBeLessThan(15);
    expect(canvasElement.querySelector('svg')?.getBoundingClientRect().width).toBeLessThanOrEqual(390 - 32);
  },
};
