import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { rows: 3 },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvas: HTMLElement) => Array.from(canvas.querySelectorAll<HTMLElement>('[data-slot="skeleton-line"]'));

/** Three lines, the last one shorter; announced once as "加载中". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status', { name: '加载中' })).toBeVisible();
    const [first, , last] = lines(canvasElement).map((line) => line.getBoundingClientRect().width);
    expect(last).toBeLessThan(first ?? 0);
  },
};

export const WithAvatar: Story = {
  args: { avatar: 36, rows: 2 },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="skeleton-avatar"]') as HTMLElement;
    expect(avatar.getBoundingClientRect().width).toBe(36);
  },
};

/** The user chip's loading state: one bar, exactly 100px wide. */
export const FixedWidth: Story = {
  args: { rows: 1, width: 100, lineHeight: 20 },
  play: async ({ canvasElement }) => {
    expect(lines(canvasElement)[0]?.getBoundingClientRect().width).toBe(100);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
