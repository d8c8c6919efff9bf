import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid } from './grid';

const cells = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
  <div key={n} className="rounded-md border border-subtle bg-surface px-3 py-4 text-center text-sm text-default">
    {`卡片 ${n}`}
  </div>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { children: cells },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Number of items in the first row. */
const firstRowCount = (el: HTMLElement) => {
  const children = [...(el.querySelector('[data-slot="grid"]')?.children ?? [])];
  const top = children[0]?.getBoundingClientRect().top;
  return children.filter((child) => child.getBoundingClientRect().top === top).length;
};

export const Default: Story = {
  args: { columns: 4 },
  play: async ({ canvasElement }) => {
    expect(firstRowCount(canvasElement)).toBe(4);
  },
};

export const Responsive: Story = {
  args: { columns: { base: 1, sm: 2, lg: 4 } },
  play: async ({ canvasElement }) => {
    // The test viewport is 1280px wide (≥ lg): four columns. Narrower viewports get two, then one.
    const expected = window.innerWidth >= 1024 ? 4 : window.innerWidth >= 640 ? 2 : 1;
    expect(firstRowCount(canvasElement)).toBe(expected);
  },
};

export const Three: Story = {
  args: { columns: 3, gap: 2 },
  play: async ({ canvasElement }) => {
    expect(firstRowCount(canvasElement)).toBe(3);
  },
};
