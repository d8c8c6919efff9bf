import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeButton } from './native-button';

const meta = {
  title: 'Inputs/NativeButton',
  component: NativeButton,
  args: { children: '登录', onClick: fn(), variant: 'primary', size: 'lg' },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab reaches it; Enter and Space press it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '登录' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', size: 'md', children: '取消' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '取消' }));
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Pending: busy, named by its spinner, keeps focus, ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /登录/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  args: { isPending: true, children: 'Login' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('button')).not.toHaveFocus();
    expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** The text variant, small: the row actions of a list. */
export const TextSmall: Story = {
  args: { variant: 'text', size: 'sm', children: '查看' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '查看' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard(' ');
    expect(args.onClick).toHaveBeenCalledOnce();
  },
};
