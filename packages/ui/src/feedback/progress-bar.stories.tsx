import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: '上传中', value: 40 },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Determinate: a progressbar named by its label, with its value and the percent shown beside the label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '上传中' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(within(bar).getByText('40%')).toBeVisible();
    const fill = bar.querySelector<HTMLElement>('[data-slot="fill"]');
    expect(fill?.style.width).toBe('40%');
  },
};

/** Indeterminate: no value for assistive technology, a sliding stripe that stands still with reduced motion. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: '正在生成报表' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '正在生成报表' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.querySelector('[data-slot="value-text"]')).toBeNull();
    const fill = bar.querySelector('[data-slot="fill"]');
    expect(fill).toHaveClass('motion-reduce:animate-none');
    expect(getComputedStyle(fill as Element).animationName).toMatch(/sb-progress-slide|none/);
  },
};

/** A range other than 0-100 and a value text of the caller's own, in English. */
export const CustomValueText: Story = {
  args: { label: 'Files uploaded', minValue: 0, maxValue: 8, value: 3, valueLabel: '3 of 8' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Files uploaded' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '8');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 8');
    expect(bar.querySelector<HTMLElement>('[data-slot="fill"]')?.style.width).toBe('37.5%');
  },
};

/** Sizes and statuses: the track is 4, 8 or 12 px high; success and error colour the fill and the value text. */
export const SizesAndStatuses: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <ProgressBar size="sm" label="sm" value={30} />
      <ProgressBar label="md" value={60} status="success" />
      <ProgressBar size="lg" label="lg" value={90} status="error" />
      <ProgressBar aria-label="unlabelled" value={50} showValueText={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map(
      (name) =>
        canvas.getByRole('progressbar', { name }).querySelector('[data-slot="track"]')?.getBoundingClientRect().height,
    );
    expect(heights).toEqual([4, 8, 12]);
    expect(canvas.getByRole('progressbar', { name: 'md' })).toHaveAttribute('data-status', 'success');
    expect(canvas.getByRole('progressbar', { name: 'lg' }).querySelector('[data-slot="fill"]')).toHaveClass(
      'bg-danger',
    );
    const bare = canvas.getByRole('progressbar', { name: 'unlabelled' });
    expect(bare).toHaveAttribute('aria-valuenow', '50');
    expect(bare.querySelector('[data-slot="value-text"]')).toBeNull();
  },
};
