import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../inputs/button';
import { Badge, badgeText } from './badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standalone: the number is shown, and read as "3 条未读". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('3');
    expect(canvas.getByText('3 条未读')).toHaveClass('sr-only');
  },
};

/** On the navbar's bell: the button itself carries the count in its name, the badge is decoration. */
export const OnABellButton: Story = {
  args: { count: 5 },
  render: (args) => (
    <Badge {...args}>
      <Button iconOnly aria-label={`消息通知，${badgeText(args.count ?? 0)} 条未读`} icon={<Bell />} />
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: '消息通知，5 条未读' })).toHaveFocus());
    expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveAttribute('aria-hidden', 'true');
    expect(canvas.queryByText('5 条未读')).not.toBeInTheDocument();
  },
};

/** More than maxCount shows "99+"; maxCount is adjustable. */
export const Overflow: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('99+');
    expect(badgeText(1000, 999)).toBe('999+');
    expect(badgeText(99)).toBe('99');
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="badge"]')).toBeNull();
  },
};

export const ZeroShown: Story = {
  args: { count: 0, showZero: true, status: 'primary' },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="badge"]')).toHaveTextContent('0');
  },
};

export const Dot: Story = {
  args: { dot: true },
  render: (args) => (
    <Badge {...args}>
      <Button>消息</Button>
    </Badge>
  ),
};

export const Statuses: Story = {
  render: () => (
    <p className="flex gap-3">
      <Badge count={1} />
      <Badge count={12} status="primary" />
      <Badge count={7} status="success" />
      <Badge count={2} status="warning" />
    </p>
  ),
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { count: 8 },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByText('8 unread')).toBeInTheDocument();
  },
};
