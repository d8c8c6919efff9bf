import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChartWrapper } from './chart-wrapper';

const salesOption = {
  animation: false,
  grid: { left: 40, right: 16, top: 16, bottom: 24 },
  xAxis: { type: 'category', data: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] },
  yAxis: { type: 'value' },
  series: [{ type: 'line', data: [12, 18, 9, 24, 30, 42, 36], smooth: true }],
};

const meta = {
  title: 'Widgets/ChartWrapper',
  component: ChartWrapper,
  args: { title: '本周销售额（万元）', option: salesOption },
} satisfies Meta<typeof ChartWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) =>
  element.querySelector('[data-slot="chart"] canvas') as HTMLCanvasElement | null;

export const Default: Story = {
  // Canvas text rendering is not pixel-stable enough for a baseline; the states below are captured.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: '本周销售额（万元）' });
    await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: 15_000 });
    expect(canvasOf(canvasElement)).not.toBeNull();
    // Resize-aware: the canvas follows its box.
    const section = canvasElement.querySelector('[data-slot="chart-wrapper"]') as HTMLElement;
    section.style.width = '400px';
    await waitFor(() => expect(canvasOf(canvasElement)?.getBoundingClientRect().width).toBe(400 - 32), {
      timeout: 5000,
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status', { name: '加载中' })).toBeVisible();
    expect(canvasOf(canvasElement)).toBeNull();
  },
};

export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
    expect(canvasElement.querySelector('[data-slot="chart"]')).toBeNull();
  },
};

export const EmptyEnglish: Story = {
  args: { isEmpty: true, title: 'Sales this week' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};
