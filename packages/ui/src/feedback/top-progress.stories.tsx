import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TopProgress } from './top-progress';
import { topProgress } from './top-progress-store';

const meta = {
  title: 'Feedback/TopProgress',
  component: TopProgress,
  // Fixed to the top of the window: give the frame some height so the screenshot shows it.
  decorators: [
    (Story) => (
      <div className="h-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pinned value, as the bar looks mid-load. */
export const Running: Story = {
  args: { value: 45 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement.ownerDocument.body).getByRole('progressbar', { name: '页面加载中' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar.querySelector('[class*="spin"]')).toBeNull();
  },
};

/** Driven from outside React: start() shows and advances it, done() completes and removes it. */
export const StartAndDone: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    topProgress.reset();
    expect(body.queryByRole('progressbar')).not.toBeInTheDocument();
    topProgress.start();
    const bar = await body.findByRole('progressbar');
    const first = Number(bar.getAttribute('aria-valuenow'));
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first));
    topProgress.done();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    await waitFor(() => expect(body.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const English: Story = {
  args: { value: 70 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement.ownerDocument.body).getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};
