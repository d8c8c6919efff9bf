import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Radio, RadioGroup } from './radio-group';

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: { label: '播放模式', onChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="sequence">顺序播放</Radio>
      <Radio value="shuffle">随机播放</Radio>
      <Radio value="loop">单曲循环</Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '顺序播放' })).toHaveFocus());
    // Arrow keys move and select.
    await userEvent.keyboard('{ArrowDown}');
    expect(canvas.getByRole('radio', { name: '随机播放' })).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith('shuffle');
    await userEvent.keyboard('{ArrowDown}');
    expect(args.onChange).toHaveBeenLastCalledWith('loop');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'loop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Tab lands on the selected radio.
    await waitFor(() => expect(canvas.getByRole('radio', { name: '单曲循环' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(canvas.getByRole('radio', { name: '随机播放' })).toBeChecked();
  },
};

export const ButtonStyle: Story = {
  args: { label: 'Theme', variant: 'button', defaultValue: 'light' },
  globals: { locale: 'en-US' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="light">Light</Radio>
      <Radio value="dark">Dark</Radio>
      <Radio value="system">System</Radio>
    </RadioGroup>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Light' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(args.onChange).toHaveBeenLastCalledWith('dark');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择播放模式', description: '门店播放器使用' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: /播放模式/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/请选择播放模式/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'shuffle' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    expect(within(canvasElement).getByRole('radio', { name: '随机播放' })).not.toHaveFocus();
  },
};
