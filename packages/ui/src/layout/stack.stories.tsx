import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './stack';

const Box = ({ label }: { label: string }) => (
  <div className="rounded-md bg-primary-subtle px-3 py-2 text-sm text-primary-text">{label}</div>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { children: ['订单', '产品', '客户'].map((label) => <Box key={label} label={label} />) },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const rects = (el: HTMLElement) =>
  [...(el.querySelector('[data-slot="stack"]')?.children ?? [])].map((child) => child.getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = rects(canvasElement);
    // A column with an 8px gap.
    expect((b?.top ?? 0) - (a?.bottom ?? 0)).toBe(8);
    expect(within(canvasElement).getByText('订单')).toBeVisible();
  },
};

export const Row: Story = {
  args: { direction: 'row', gap: 4, align: 'center' },
  play: async ({ canvasElement }) => {
    const [a, b] = rects(canvasElement);
    expect(a?.top).toBe(b?.top);
    expect((b?.left ?? 0) - (a?.right ?? 0)).toBe(16);
  },
};

export const Wrapping: Story = {
  args: {
    direction: 'row',
    wrap: true,
    style: { width: 200 },
    children: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => <Box key={n} label={`标签 ${n}`} />),
  },
  play: async ({ canvasElement }) => {
    const tops = new Set(rects(canvasElement).map((r) => r.top));
    expect(tops.size).toBeGreaterThan(1);
  },
};

export const SpaceBetween: Story = {
  args: { direction: 'row', justify: 'between', style: { width: 400 } },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stack"]') as HTMLElement;
    const last = rects(canvasElement).at(-1);
    expect(Math.round(last?.right ?? 0)).toBe(Math.round(stack.getBoundingClientRect().right));
  },
};
