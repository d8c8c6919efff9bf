import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A live status named "加载中" by default; the ring itself is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '加载中' });
    expect(status.querySelector('[aria-hidden="true"]')).toHaveClass('animate-spin');
  },
};

/** With its label shown as text, in English. */
export const WithLabel: Story = {
  args: { showLabel: true, size: 'lg' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status.querySelector('[aria-hidden="true"]')?.getBoundingClientRect().width).toBe(32);
  },
};

/** The three sizes; a caller's colour replaces the default one (cn merges, it does not append). */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" label="small" />
      <Spinner label="medium" />
      <Spinner size="lg" label="large" className="text-muted" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['small', 'medium', 'large'].map(
      (name) => canvas.getByRole('status', { name }).firstElementChild?.getBoundingClientRect().width,
    );
    expect(widths).toEqual([14, 20, 32]);
    const large = canvas.getByRole('status', { name: 'large' });
    expect(large).toHaveClass('text-muted');
    expect(large).not.toHaveClass('text-primary-text');
  },
};

/** Inside something that already says it is busy (a pending button): no second status. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole('status')).toBeNull();
    expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
