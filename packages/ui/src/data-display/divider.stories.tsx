import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider } from './divider';

const meta = {
  title: 'Data display/Divider',
  component: Divider,
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <div className="text-default">
      <p>基本信息</p>
      <Divider />
      <p>收货信息</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rule = within(canvasElement).getByRole('separator');
    expect(rule.tagName).toBe('HR');
    expect(rule.getBoundingClientRect().height).toBe(1);
  },
};

export const WithText: Story = {
  args: { children: '历史记录' },
  play: async ({ canvasElement }) => {
    const divider = canvasElement.querySelector('[data-slot="divider"]') as HTMLElement;
    expect(divider).toHaveTextContent('历史记录');
    // Lines either side of the text.
    const [before, after] = divider.querySelectorAll('span');
    expect(before?.getBoundingClientRect().width).toBeGreaterThan(100);
    expect(after?.getBoundingClientRect().width).toBeCloseTo(before?.getBoundingClientRect().width ?? 0, 0);
  },
};

export const TextAtStart: Story = {
  args: { children: '备注', align: 'start' },
  play: async ({ canvasElement }) => {
    const [before] = (canvasElement.querySelector('[data-slot="divider"]') as HTMLElement).querySelectorAll('span');
    expect(before?.getBoundingClientRect().width).toBe(24);
  },
};

export const Vertical: Story = {
  render: () => (
    <div className="flex items-center text-sm text-primary-text">
      <span>编辑</span>
      <Divider orientation="vertical" />
      <span>删除</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('separator');
    expect(bar).toHaveAttribute('aria-orientation', 'vertical');
    expect(bar.getBoundingClientRect().width).toBe(1);
  },
};
