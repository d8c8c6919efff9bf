import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Inputs/Button',
  component: Button,
  args: { children: '保存', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button onPress={args.onPress} variant="primary">
        Primary
      </Button>
      <Button onPress={args.onPress} variant="secondary">
        Secondary
      </Button>
      <Button onPress={args.onPress} variant="outline">
        Outline
      </Button>
      <Button onPress={args.onPress} variant="text">
        Text
      </Button>
      <Button onPress={args.onPress} variant="danger">
        Danger
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    // Tab walks the variants in order; Enter on the fourth presses only that one.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Text' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button onPress={args.onPress} variant="primary" size="sm">
        Small
      </Button>
      <Button onPress={args.onPress} variant="primary" size="md">
        Medium
      </Button>
      <Button onPress={args.onPress} variant="primary" size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const height = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().height;
    expect(height('Small')).toBe(28);
    expect(height('Medium')).toBe(32);
    expect(height('Large')).toBe(36);
  },
};

export const WithIcon: Story = {
  args: { variant: 'primary', icon: <Plus />, children: '新建' },
  play: async ({ canvasElement }) => {
    // The icon is decoration: the accessible name is the label alone.
    expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('新建');
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Button onPress={args.onPress} iconOnly icon={<Trash2 />} aria-label="删除" variant="danger" />
      <Button onPress={args.onPress} iconOnly icon={<Plus />} aria-label="新建" variant="outline" size="sm" />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: '删除' });
    expect(remove.getBoundingClientRect().width).toBe(32);
    await userEvent.tab();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  // The spinner turns; stopped here so the screenshot is the same every run (the play test does not need it).
  decorators: [
    (Story) => (
      <div className="[&_[data-slot=spinner]]:animate-none">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="flex gap-3">
      <Button onPress={args.onPress} variant="primary" isPending>
        提交订单
      </Button>
      <Button variant="primary">提交订单</Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const [pending, idle] = within(canvasElement).getAllByRole('button');
    if (!pending || !idle) throw new Error('two buttons expected');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
    expect(within(pending).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    // Still focusable (focus is not lost when a save starts), but presses are ignored.
    await userEvent.tab();
    await waitFor(() => expect(pending).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LoadingEnglish: Story = {
  ...Loading,
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const [pending] = within(canvasElement).getAllByRole('button');
    if (!pending) throw new Error('button expected');
    expect(within(pending).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex gap-3">
      <Button onPress={args.onPress} variant="primary" isDisabled>
        Primary
      </Button>
      <Button onPress={args.onPress} variant="outline" isDisabled>
        Outline
      </Button>
      <Button onPress={args.onPress}>Enabled</Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    // Disabled buttons are skipped by Tab.
    await userEvent.tab();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Enabled' })).toHaveFocus());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Primary' }), { pointerEventsCheck: 0 });
    expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * The keyboard focus ring is really drawn (a 2px solid outline), and only for keyboard focus. Guards the kit's
 * focusRing: Tailwind's outline-none also clears the outline style that outline-2 reads.
 */
export const FocusRing: Story = {
  args: { children: '保存', variant: 'primary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await userEvent.click(button);
    expect(getComputedStyle(button).outlineStyle).toBe('none');
    button.blur();
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(style.outlineWidth).toBe('2px');
  },
};
